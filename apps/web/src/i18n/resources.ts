import type { ContractTranslations, Translations } from '@rollcall/contract/i18n/catalogue';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import { ABSENTEE_EN } from '@/features/absentee/i18n/en';
import { ABSENTEE_ES } from '@/features/absentee/i18n/es';
import { ABSENTEE_FR } from '@/features/absentee/i18n/fr';
import { ATTENDANCE_EN } from '@/features/attendance/i18n/en';
import { ATTENDANCE_ES } from '@/features/attendance/i18n/es';
import { ATTENDANCE_FR } from '@/features/attendance/i18n/fr';
import { AUDIT_LOG_EN } from '@/features/audit-log/i18n/en';
import { AUDIT_LOG_ES } from '@/features/audit-log/i18n/es';
import { AUDIT_LOG_FR } from '@/features/audit-log/i18n/fr';
import { AUTH_EN } from '@/features/auth/i18n/en';
import { AUTH_ES } from '@/features/auth/i18n/es';
import { AUTH_FR } from '@/features/auth/i18n/fr';
import { DASHBOARD_EN } from '@/features/dashboard/i18n/en';
import { DASHBOARD_ES } from '@/features/dashboard/i18n/es';
import { DASHBOARD_FR } from '@/features/dashboard/i18n/fr';
import { GATE_EN } from '@/features/gate/i18n/en';
import { GATE_ES } from '@/features/gate/i18n/es';
import { GATE_FR } from '@/features/gate/i18n/fr';
import { ID_CARDS_EN } from '@/features/id-cards/i18n/en';
import { ID_CARDS_ES } from '@/features/id-cards/i18n/es';
import { ID_CARDS_FR } from '@/features/id-cards/i18n/fr';
import { PROFILE_EN } from '@/features/profile/i18n/en';
import { PROFILE_ES } from '@/features/profile/i18n/es';
import { PROFILE_FR } from '@/features/profile/i18n/fr';
import { REPORTS_EN } from '@/features/reports/i18n/en';
import { REPORTS_ES } from '@/features/reports/i18n/es';
import { REPORTS_FR } from '@/features/reports/i18n/fr';
import { SETTINGS_EN } from '@/features/settings/i18n/en';
import { SETTINGS_ES } from '@/features/settings/i18n/es';
import { SETTINGS_FR } from '@/features/settings/i18n/fr';
import { STUDENTS_EN } from '@/features/students/i18n/en';
import { STUDENTS_ES } from '@/features/students/i18n/es';
import { STUDENTS_FR } from '@/features/students/i18n/fr';
import { USERS_EN } from '@/features/users/i18n/en';
import { USERS_ES } from '@/features/users/i18n/es';
import { USERS_FR } from '@/features/users/i18n/fr';
import { COMMON_EN } from './common/en';
import { COMMON_ES } from './common/es';
import { COMMON_FR } from './common/fr';

/**
 * The web's own texts, one namespace per feature (`useTranslation('students')`), in English. Each
 * feature keeps its texts beside its code (`features/<name>/i18n/{en,es,fr}.ts`); this file only
 * gathers them. The texts the server shares are the `contract` namespace (`ScreenResources`).
 */
export const EN_RESOURCES = {
  common: COMMON_EN,
  absentee: ABSENTEE_EN,
  attendance: ATTENDANCE_EN,
  'audit-log': AUDIT_LOG_EN,
  auth: AUTH_EN,
  dashboard: DASHBOARD_EN,
  gate: GATE_EN,
  'id-cards': ID_CARDS_EN,
  profile: PROFILE_EN,
  reports: REPORTS_EN,
  settings: SETTINGS_EN,
  students: STUDENTS_EN,
  users: USERS_EN,
} as const;

export type WebResources = typeof EN_RESOURCES;

/** Spanish and French must hold every key of the English (the type refuses a missing one). */
export const WEB_RESOURCES: Record<Language, Translations<WebResources>> = {
  en: EN_RESOURCES,
  es: {
    common: COMMON_ES,
    absentee: ABSENTEE_ES,
    attendance: ATTENDANCE_ES,
    'audit-log': AUDIT_LOG_ES,
    auth: AUTH_ES,
    dashboard: DASHBOARD_ES,
    gate: GATE_ES,
    'id-cards': ID_CARDS_ES,
    profile: PROFILE_ES,
    reports: REPORTS_ES,
    settings: SETTINGS_ES,
    students: STUDENTS_ES,
    users: USERS_ES,
  },
  fr: {
    common: COMMON_FR,
    absentee: ABSENTEE_FR,
    attendance: ATTENDANCE_FR,
    'audit-log': AUDIT_LOG_FR,
    auth: AUTH_FR,
    dashboard: DASHBOARD_FR,
    gate: GATE_FR,
    'id-cards': ID_CARDS_FR,
    profile: PROFILE_FR,
    reports: REPORTS_FR,
    settings: SETTINGS_FR,
    students: STUDENTS_FR,
    users: USERS_FR,
  },
};

/**
 * Every namespace of one language: the web's own, and the contract's texts (`contract:…`), which
 * are the catalogues the server answers from, so a text both sides show exists once.
 */
type ScreenResources = Translations<WebResources> & { contract: ContractTranslations };

const withContract = (language: Language): ScreenResources => ({
  ...WEB_RESOURCES[language],
  contract: textsIn(language),
});

export const RESOURCES: Record<Language, ScreenResources> = {
  en: withContract('en'),
  es: withContract('es'),
  fr: withContract('fr'),
};

export const NAMESPACES = Object.keys(RESOURCES.en) as (keyof ScreenResources)[];
