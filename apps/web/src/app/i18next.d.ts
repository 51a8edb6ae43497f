import 'i18next';
import type { ABSENTEE_EN } from '@/features/absentee/i18n/en';
import type { ATTENDANCE_EN } from '@/features/attendance/i18n/en';
import type { AUDIT_LOG_EN } from '@/features/audit-log/i18n/en';
import type { AUTH_EN } from '@/features/auth/i18n/en';
import type { DASHBOARD_EN } from '@/features/dashboard/i18n/en';
import type { DISTRICT_EN } from '@/features/district/i18n/en';
import type { GATE_EN } from '@/features/gate/i18n/en';
import type { ID_CARDS_EN } from '@/features/id-cards/i18n/en';
import type { INTERVENTIONS_EN } from '@/features/interventions/i18n/en';
import type { PROFILE_EN } from '@/features/profile/i18n/en';
import type { RECOVERY_EN } from '@/features/recovery/i18n/en';
import type { REPORTS_EN } from '@/features/reports/i18n/en';
import type { SETTINGS_EN } from '@/features/settings/i18n/en';
import type { SSO_EN } from '@/features/sso/i18n/en';
import type { STUDENTS_EN } from '@/features/students/i18n/en';
import type { USERS_EN } from '@/features/users/i18n/en';
import type { COMMON_EN } from '@/i18n/common/en';
import type { ContractNamespace } from '@/i18n/contract-namespace';

/**
 * Every namespace's English, for the types: src/i18n finds the features' catalogues at build time
 * (it imports no feature), so their types are gathered here, where the app composes features. A
 * new feature's namespace is added here for its `t()` keys to compile.
 */
type ScreenTexts = {
  common: typeof COMMON_EN;
  absentee: typeof ABSENTEE_EN;
  attendance: typeof ATTENDANCE_EN;
  'audit-log': typeof AUDIT_LOG_EN;
  auth: typeof AUTH_EN;
  dashboard: typeof DASHBOARD_EN;
  district: typeof DISTRICT_EN;
  gate: typeof GATE_EN;
  'id-cards': typeof ID_CARDS_EN;
  interventions: typeof INTERVENTIONS_EN;
  profile: typeof PROFILE_EN;
  recovery: typeof RECOVERY_EN;
  reports: typeof REPORTS_EN;
  settings: typeof SETTINGS_EN;
  sso: typeof SSO_EN;
  students: typeof STUDENTS_EN;
  users: typeof USERS_EN;
  contract: ContractNamespace;
};

// Keys are checked at compile time: `t('header.logout')` must exist in the English texts, and
// `t('contract:idCards.generating', { current, total })` must be given its template's values.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: ScreenTexts;
  }
}
