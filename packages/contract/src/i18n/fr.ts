import type { ContractTranslations } from './catalogue.js';
import { ABSENTEE_FR } from '../absentee.fr.js';
import { API_TOKENS_FR } from '../api-tokens.fr.js';
import { ROSTER_FR } from '../roster/messages.fr.js';
import { ATTENDANCE_CSV_FR } from '../attendance-csv.fr.js';
import { ATTENDANCE_FR } from '../attendance/messages.fr.js';
import { AUDIT_LOG_FR } from '../audit-log.fr.js';
import { AUTH_FR } from '../auth.fr.js';
import { COMMON_FR } from '../common.fr.js';
import { ERRORS_FR } from '../errors.fr.js';
import { GATE_FR } from '../gate.fr.js';
import { ID_CARDS_FR } from '../id-cards/messages.fr.js';
import { INTERVENTIONS_FR } from '../interventions/messages.fr.js';
import { LANGUAGES_FR } from '../languages.fr.js';
import { MEDIA_FR } from '../media.fr.js';
import { OUTREACH_FR } from '../interventions/outreach-messages.fr.js';
import { PRIVACY_FR } from '../privacy/messages.fr.js';
import { REPORTS_FR } from '../reports/messages.fr.js';
import { ROLES_FR } from '../roles.fr.js';
import { SETTINGS_FR } from '../settings/messages.fr.js';
import { SSO_FR } from '../sso.fr.js';
import { STUDENTS_FR } from '../students/messages.fr.js';
import { RECOVERY_FR } from '../recovery-key.fr.js';
import { SCHOOLS_FR } from '../schools.fr.js';
import { SYSTEM_FR } from '../system.fr.js';
import { TWO_FACTOR_FR } from '../two-factor.fr.js';
import { USERS_FR } from '../users.fr.js';
import { VALIDATION_FR } from '../validation.fr.js';

/**
 * Every shared text in French, as a school office writes it (vous), by the catalogue's keys:
 * each feature's own file beside it (`<feature>.fr.ts`, `<feature>/messages.fr.ts`), gathered here.
 */
export const FR_TEXTS: ContractTranslations = {
  ...ABSENTEE_FR,
  ...API_TOKENS_FR,
  ...ATTENDANCE_CSV_FR,
  ...ATTENDANCE_FR,
  ...AUDIT_LOG_FR,
  ...AUTH_FR,
  ...COMMON_FR,
  ...ERRORS_FR,
  ...GATE_FR,
  ...ID_CARDS_FR,
  ...INTERVENTIONS_FR,
  ...LANGUAGES_FR,
  ...MEDIA_FR,
  ...OUTREACH_FR,
  ...PRIVACY_FR,
  ...REPORTS_FR,
  ...ROLES_FR,
  ...ROSTER_FR,
  ...SETTINGS_FR,
  ...SSO_FR,
  ...STUDENTS_FR,
  ...RECOVERY_FR,
  ...SCHOOLS_FR,
  ...SYSTEM_FR,
  ...TWO_FACTOR_FR,
  ...USERS_FR,
  ...VALIDATION_FR,
};
