import { attemptLimit, CURRENT_PASSWORD_ATTEMPTS } from '../../plugins/attempt-limits.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemApi } from '@rollcall/contract/system';
import {
  actorOf,
  requireAdmin,
  requireDistrictAdmin,
  requireAdminOrFirstOnNewInstallation,
  schoolOf,
} from '../../plugins/authenticate.js';
import { CSV_CONTENT_TYPE, sendFile } from '../../shared/file-reply.js';
import { getMaintenance } from '../../shared/maintenance.js';
import { requestLanguage } from '../../shared/request-language.js';
import { routeOf } from '../../shared/route-of.js';
import { requireRecentConfirmation } from '../../shared/recent-confirmation.js';
import { AppError } from '../../shared/app-error.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import { text } from '@rollcall/contract/i18n/text-key';
import { BACKUP_CONTENT_TYPE, downloadBackup, listAutomaticBackups } from './backup.service.js';
import { getOffsiteCopyState, RUN_NOW_RETRY_DELAYS_MS } from './offsite-backup.service.js';
import { backUpAndCopy } from './offsite-runs.js';
import { offsiteContextOf } from './system.jobs.js';
import { clearCache, setMaintenance } from './maintenance.service.js';
import { resetSystem } from './reset.service.js';
import { restoreBackup } from './restore.service.js';
import { readRestoreUpload } from './restore-upload.js';
import { exportStudentsCsv } from './student-export.service.js';

/** Backup and restore, maintenance mode, reset and the rest of System Maintenance: admins only. */
export const systemRoutes: FastifyPluginAsyncZod<{
  /** DATA_DIR/backups: where the daily backups go (system.jobs.ts). */
  backupDir?: string | undefined;
  /** Where the administrators are told that the off-machine copy failed. */
  email?: StaffMail | undefined;
}> = async (app, { backupDir, email }) => {
  // The installation's backups, restore, maintenance and caches are the district's (issue 41).
  const guard = requireDistrictAdmin;
  // The password each asks again is counted like any other current-password check.
  const limitPasswordAttempts = attemptLimit(
    app,
    CURRENT_PASSWORD_ATTEMPTS,
    (request) => actorOf(request).id,
  );

  app.route(
    routeOf(systemApi.backup, {
      guard,
      // Every staff password hash and every child's medical details: a second check first.
      preHandler: requireRecentConfirmation,
      handler: async (request, reply) => {
        const backup = await downloadBackup(app.db, app.clock(), actorOf(request));
        return sendFile(reply, {
          contentType: BACKUP_CONTENT_TYPE,
          fileName: backup.fileName,
          body: backup.file,
        });
      },
    }),
  );

  app.route(
    routeOf(systemApi.backups, {
      guard,
      handler: async () => ({
        backups: backupDir ? await listAutomaticBackups(backupDir) : [],
        offsite: await getOffsiteCopyState(app.db),
      }),
    }),
  );

  app.route(
    routeOf(systemApi.runBackup, {
      guard,
      // The whole school's data, sent to the destination set: as the download, a second check.
      preHandler: requireRecentConfirmation,
      handler: async () => {
        if (!backupDir) throw new AppError('SERVICE_UNAVAILABLE', text('system.noBackupFolder'));
        const backup = await backUpAndCopy({
          db: app.db,
          backupDir,
          now: app.clock(),
          offsite: offsiteContextOf(app, email, RUN_NOW_RETRY_DELAYS_MS),
        });
        const { status, location, error } = backup.offsite;
        return { file: backup.fileName, size: backup.size, offsite: { status, location, error } };
      },
    }),
  );

  app.route(
    routeOf(systemApi.restore, {
      guard: requireAdminOrFirstOnNewInstallation,
      preHandler: limitPasswordAttempts,
      handler: async (request) =>
        restoreBackup(
          app.db,
          (details, message) => request.log.info(details, message),
          actorOf(request),
          await readRestoreUpload(request),
          { drawing: app.drawing, onAdopted: app.adoptSecrets },
        ),
    }),
  );

  app.route(
    routeOf(systemApi.reset, {
      guard: requireAdmin,
      preHandler: limitPasswordAttempts,
      handler: (request) => resetSystem(app.db, actorOf(request), request.body),
    }),
  );

  app.route(
    routeOf(systemApi.setMaintenance, {
      guard,
      handler: async (request) =>
        setMaintenance(app.db, actorOf(request), request.body, await requestLanguage(request)),
    }),
  );

  app.route(
    routeOf(systemApi.clearCache, {
      guard,
      handler: async (request) =>
        clearCache(app.db, app.jwtKey, actorOf(request), await requestLanguage(request)),
    }),
  );

  app.route(
    routeOf(systemApi.exportStudents, {
      guard: requireAdmin,
      // Every child's address, medical details and guardians, as the backup holds them.
      preHandler: requireRecentConfirmation,
      handler: async (request, reply) => {
        const csv = await exportStudentsCsv(app.db, schoolOf(request), app.qrSecret, app.clock());
        return sendFile(reply, {
          contentType: CSV_CONTENT_TYPE,
          fileName: csv.fileName,
          body: csv.text,
        });
      },
    }),
  );

  app.route(
    routeOf(systemApi.maintenance, { guard: 'public', handler: () => getMaintenance(app.db) }),
  );
};
