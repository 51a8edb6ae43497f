import { ABSENTEE_MESSAGES } from '../absentee.js';
import { API_TOKEN_MESSAGES, API_TOKEN_SCOPE_LABELS } from '../api-tokens.js';
import { ATTENDANCE_MESSAGES } from '../attendance.js';
import { ATTENDANCE_CSV_TEXTS } from '../attendance-csv.js';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_LOG_MESSAGES } from '../audit-log.js';
import { AUTH_MESSAGES } from '../auth.js';
import { COMMON_MESSAGES, TEXT_MESSAGES } from '../common.js';
import { ERROR_MESSAGES, OWN_ACCOUNT_MESSAGES } from '../errors.js';
import { GATE_MESSAGES, GATE_MODE_LABELS } from '../gate.js';
import {
  ID_CARD_LAYOUT_LABELS,
  ID_CARD_MESSAGES,
  ID_CARD_STATUS_LABELS,
  ID_CARD_TEMPLATE_LABELS,
  ID_CARD_TEXTS,
  ID_CARD_TYPE_LABELS,
} from '../id-cards.js';
import {
  CASE_ACTION_LABELS,
  CASE_STATUS_LABELS,
  CASE_TIER_LABELS,
  INTERVENTION_MESSAGES,
  INTERVENTION_RULE_LABELS,
} from '../interventions.js';
import { LANGUAGE_LABELS } from '../languages.js';
import { MEDIA_MESSAGES } from '../media.js';
import { OUTREACH_MESSAGES } from '../interventions/outreach-messages.js';
import {
  ATTENDANCE_BAND_LABELS,
  REPORT_COLUMNS,
  REPORT_FORMAT_LABELS,
  REPORT_MESSAGES,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_DESCRIPTIONS,
  REPORT_TYPE_LABELS,
  type ReportType,
} from '../reports.js';
import { PRIVACY_MESSAGES } from '../privacy.js';
import { ROLE_LABELS } from '../roles.js';
import { RECOVERY_MESSAGES } from '../recovery-key.js';
import { ROSTER_MESSAGES } from '../roster.js';
import { SCHOOL_MESSAGES } from '../schools.js';
import { SETTINGS_MESSAGES } from '../settings.js';
import { SSO_MESSAGES } from '../sso.js';
import { STUDENT_MESSAGES } from '../students.js';
import { SYSTEM_MESSAGES } from '../system.js';
import { TWO_FACTOR_MESSAGES } from '../two-factor.js';
import { USER_MESSAGES } from '../users.js';
import { ZOD_DEFAULT_MESSAGES } from '../validation.js';
import type { MessageTemplate } from './message-template.js';

/** Each report's column headers by column key (the CSV, xlsx and PDF headings). */
const REPORT_COLUMN_HEADERS = Object.fromEntries(
  Object.entries(REPORT_COLUMNS).map(([type, columns]) => [
    type,
    Object.fromEntries(columns.map((column) => [column.key, column.header])),
  ]),
) as Record<ReportType, Record<string, string>>;

/**
 * Every text the server and the web share, by key, in English: the message objects themselves,
 * so each text is written once (issue 13). Spanish and French have the same keys, each feature's
 * beside it (`*.es.ts`, `*.fr.ts`, gathered by es.ts and fr.ts); a text is read by its key.
 */
export const CONTRACT_TEXTS = {
  absentee: ABSENTEE_MESSAGES,
  apiTokens: API_TOKEN_MESSAGES,
  apiTokenScopes: API_TOKEN_SCOPE_LABELS,
  attendance: ATTENDANCE_MESSAGES,
  auditActions: AUDIT_ACTION_LABELS,
  auditEntities: AUDIT_ENTITY_LABELS,
  auditLog: AUDIT_LOG_MESSAGES,
  auth: AUTH_MESSAGES,
  common: COMMON_MESSAGES,
  errors: ERROR_MESSAGES,
  gate: GATE_MESSAGES,
  gateModes: GATE_MODE_LABELS,
  idCardLayouts: ID_CARD_LAYOUT_LABELS,
  idCards: ID_CARD_MESSAGES,
  idCardStatuses: ID_CARD_STATUS_LABELS,
  idCardTemplates: ID_CARD_TEMPLATE_LABELS,
  idCardTexts: ID_CARD_TEXTS,
  idCardTypes: ID_CARD_TYPE_LABELS,
  interventions: INTERVENTION_MESSAGES,
  interventionRules: INTERVENTION_RULE_LABELS,
  caseStatuses: CASE_STATUS_LABELS,
  caseTiers: CASE_TIER_LABELS,
  caseActions: CASE_ACTION_LABELS,
  languages: LANGUAGE_LABELS,
  media: MEDIA_MESSAGES,
  outreach: OUTREACH_MESSAGES,
  ownAccount: OWN_ACCOUNT_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  reportColumns: REPORT_COLUMN_HEADERS,
  reportFormats: REPORT_FORMAT_LABELS,
  reports: REPORT_MESSAGES,
  reportStatuses: REPORT_STATUS_LABELS,
  reportTypeDescriptions: REPORT_TYPE_DESCRIPTIONS,
  reportTypes: REPORT_TYPE_LABELS,
  recovery: RECOVERY_MESSAGES,
  roles: ROLE_LABELS,
  roster: ROSTER_MESSAGES,
  schools: SCHOOL_MESSAGES,
  settings: SETTINGS_MESSAGES,
  sso: SSO_MESSAGES,
  students: STUDENT_MESSAGES,
  system: SYSTEM_MESSAGES,
  text: TEXT_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  users: USER_MESSAGES,
  attendanceCsv: ATTENDANCE_CSV_TEXTS,
  attendanceBands: ATTENDANCE_BAND_LABELS,
  validation: ZOD_DEFAULT_MESSAGES,
} as const;

/**
 * A language's texts for an English tree: every text and template becomes a string (a template
 * keeps its `{{names}}`); nothing may be left out.
 */
export type Translations<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list of names matches
      T[K] extends MessageTemplate<any>
      ? string
      : Translations<T[K]>;
};

export type ContractTranslations = Translations<typeof CONTRACT_TEXTS>;
