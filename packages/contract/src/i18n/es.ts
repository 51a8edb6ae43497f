import type { ContractTranslations } from './catalogue.js';
import { ABSENTEE_ES } from '../absentee.es.js';
import { API_TOKENS_ES } from '../api-tokens.es.js';
import { ROSTER_ES } from '../roster/messages.es.js';
import { ATTENDANCE_CSV_ES } from '../attendance-csv.es.js';
import { ATTENDANCE_ES } from '../attendance/messages.es.js';
import { AUDIT_LOG_ES } from '../audit-log.es.js';
import { AUTH_ES } from '../auth.es.js';
import { COMMON_ES } from '../common.es.js';
import { ERRORS_ES } from '../errors.es.js';
import { GATE_ES } from '../gate.es.js';
import { ID_CARDS_ES } from '../id-cards/messages.es.js';
import { INTERVENTIONS_ES } from '../interventions/messages.es.js';
import { LANGUAGES_ES } from '../languages.es.js';
import { MEDIA_ES } from '../media.es.js';
import { OUTREACH_ES } from '../interventions/outreach-messages.es.js';
import { PRIVACY_ES } from '../privacy/messages.es.js';
import { REPORTS_ES } from '../reports/messages.es.js';
import { ROLES_ES } from '../roles.es.js';
import { SETTINGS_ES } from '../settings/messages.es.js';
import { SSO_ES } from '../sso.es.js';
import { STUDENTS_ES } from '../students/messages.es.js';
import { RECOVERY_ES } from '../recovery-key.es.js';
import { SCHOOLS_ES } from '../schools.es.js';
import { SYSTEM_ES } from '../system.es.js';
import { TWO_FACTOR_ES } from '../two-factor.es.js';
import { USERS_ES } from '../users.es.js';
import { VALIDATION_ES } from '../validation.es.js';

/**
 * Every shared text in Spanish, as a school office writes it (usted), by the catalogue's keys:
 * each feature's own file beside it (`<feature>.es.ts`, `<feature>/messages.es.ts`), gathered here.
 */
export const ES_TEXTS: ContractTranslations = {
  ...ABSENTEE_ES,
  ...API_TOKENS_ES,
  ...ATTENDANCE_CSV_ES,
  ...ATTENDANCE_ES,
  ...AUDIT_LOG_ES,
  ...AUTH_ES,
  ...COMMON_ES,
  ...ERRORS_ES,
  ...GATE_ES,
  ...ID_CARDS_ES,
  ...INTERVENTIONS_ES,
  ...LANGUAGES_ES,
  ...MEDIA_ES,
  ...OUTREACH_ES,
  ...PRIVACY_ES,
  ...REPORTS_ES,
  ...ROLES_ES,
  ...ROSTER_ES,
  ...SETTINGS_ES,
  ...SSO_ES,
  ...STUDENTS_ES,
  ...RECOVERY_ES,
  ...SCHOOLS_ES,
  ...SYSTEM_ES,
  ...TWO_FACTOR_ES,
  ...USERS_ES,
  ...VALIDATION_ES,
};
