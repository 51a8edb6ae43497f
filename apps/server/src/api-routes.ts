import type { FastifyPluginAsync } from 'fastify';
import type { Messaging } from './features/absentee/messaging.js';
import { registerApiCompression } from './plugins/compression.js';
import { absenteeRoutes } from './features/absentee/absentee.routes.js';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes.js';
import { attendanceRoutes } from './features/attendance/attendance.routes.js';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { gateRoutes } from './features/gate/gate.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { idCardsRoutes } from './features/id-cards/id-cards.routes.js';
import { interventionsRoutes } from './features/interventions/interventions.routes.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { noticesRoutes } from './features/notices/notices.routes.js';
import { outreachRoutes } from './features/interventions/outreach.routes.js';
import { privacyRoutes } from './features/privacy/privacy.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { recoveryKeyRoutes } from './features/system/recovery-key.routes.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { rosterRoutes } from './features/roster/roster.routes.js';
import { schoolsRoutes } from './features/schools/schools.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { ssoProvidersRoutes } from './features/sso/sso-providers.routes.js';
import { ssoRoutes } from './features/sso/sso.routes.js';
import { studentsRoutes } from './features/students/students.routes.js';
import { systemRoutes } from './features/system/system.routes.js';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes.js';
import { usersRoutes } from './features/users/users.routes.js';

/**
 * Every feature's routes under the API prefix, each given the parts it sends with (guardian
 * messaging, staff e-mail, the backup folder), behind the API's compression.
 */
export const apiRoutes: FastifyPluginAsync<{
  messaging?: Messaging | undefined;
  backupDir?: string | undefined;
}> = async (api, { messaging, backupDir }) => {
  await registerApiCompression(api);
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(profileRoutes);
  await api.register(twoFactorRoutes);
  await api.register(usersRoutes);
  await api.register(schoolsRoutes);
  await api.register(studentsRoutes);
  await api.register(rosterRoutes, { email: messaging?.channels.email });
  await api.register(apiTokensRoutes);
  await api.register(ssoRoutes, { email: messaging?.channels.email });
  await api.register(ssoProvidersRoutes);
  await api.register(noticesRoutes);
  await api.register(privacyRoutes);
  await api.register(settingsRoutes, { channels: messaging?.channels });
  await api.register(attendanceRoutes);
  await api.register(absenteeRoutes, { messaging });
  await api.register(mediaRoutes);
  await api.register(reportsRoutes);
  await api.register(idCardsRoutes);
  await api.register(outreachRoutes, { messaging });
  await api.register(gateRoutes);
  await api.register(auditLogRoutes);
  await api.register(interventionsRoutes);
  await api.register(systemRoutes, { backupDir, email: messaging?.channels.email });
  await api.register(recoveryKeyRoutes);
};
