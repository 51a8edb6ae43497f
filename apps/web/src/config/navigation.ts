import {
  IconAlertTriangle,
  IconBuildingCommunity,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardHeart,
  IconDeviceTablet,
  IconId,
  IconLayoutDashboard,
  IconSchool,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { COMMON_EN } from '@/i18n/common/en';

/**
 * Where an admin sets up two-factor sign-in before anything else, when the school requires it;
 * outside the layout, like the sign-in page.
 */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

/** The first administrator's only screen until they replace the password printed at install. */
export const PASSWORD_CHANGE_PATH = '/change-password';

/** A navigation entry; its label is a key of the common texts' `nav` (i18n/common). */
export type NavItem = { label: NavLabel; to: string; icon: Icon; alsoActiveOn?: string[] };
type NavLabel = keyof typeof COMMON_EN.nav;

/** Every user sees every item: the spec hides nothing by role (the district's is apart). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'students', to: '/students', icon: IconSchool },
  { label: 'attendance', to: '/attendance', icon: IconClipboardCheck },
  { label: 'absentee', to: '/absentee', icon: IconAlertTriangle },
  { label: 'interventions', to: '/interventions', icon: IconClipboardHeart },
  { label: 'reports', to: '/reports', icon: IconChartBar, alsoActiveOn: ['/analytics'] },
  { label: 'idCards', to: '/id-cards', icon: IconId },
  { label: 'users', to: '/users', icon: IconUsers },
  { label: 'gateDevices', to: '/gate-devices', icon: IconDeviceTablet },
  { label: 'settings', to: '/settings', icon: IconSettings },
];

/** The district overview (issue 41): its administrators' every open school side by side. */
export const DISTRICT_PATH = '/district';

/** Shown to district administrators when the district has more than one school, after Dashboard. */
export const DISTRICT_NAV_ITEM: NavItem = {
  label: 'district',
  to: DISTRICT_PATH,
  icon: IconBuildingCommunity,
};

/** The attendance cases (issue 26), which the header's bell opens. */
export const INTERVENTIONS_PATH = '/interventions';

/** The Students screen, where an administrator reviews a roster import the sync hold kept. */
export const STUDENTS_PATH = '/students';

/** The query parameter that opens a System Settings category: /settings?category=apiTokens. */
export const SETTINGS_CATEGORY_PARAM = 'category';

/**
 * Where a test sign-in's tab comes back (issue 42): /settings?ssoTest=<provider id>, which opens
 * the sign-in providers and shows how that provider's test ended.
 */
export const SSO_TEST_PARAM = 'ssoTest';

/** System Settings at its API tokens (the header's notice of a token about to expire). */
export const API_TOKENS_SETTINGS_LINK = `/settings?${SETTINGS_CATEGORY_PARAM}=apiTokens`;

/** Opens the students CSV import (System Settings → System Maintenance → Import Data). */
export const STUDENTS_IMPORT_LINK = '/students?action=import';
