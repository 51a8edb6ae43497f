import {
  IconBell,
  IconChartBar,
  IconClockCheck,
  IconDatabase,
  IconHeartHandshake,
  IconKey,
  IconLogin,
  IconBuildingCommunity,
  IconSchool,
  IconShieldLock,
  IconTool,
} from '@tabler/icons-react';
import { ApiTokenSettings } from '@/features/settings/components/api-token-settings';
import { AttendanceSettings } from '@/features/settings/components/attendance-settings';
import { BackupRestoreSettings } from '@/features/settings/components/backup-restore-settings';
import { GeneralSettings } from '@/features/settings/components/general-settings';
import { NotificationSettings } from '@/features/settings/components/notification-settings';
import { OutreachSettings } from '@/features/settings/components/outreach-settings';
import { SchoolsSettings } from '@/features/settings/components/schools-settings';
import { ReportSettings } from '@/features/settings/components/report-settings';
import type { SettingsCategory } from '@/features/settings/components/settings-screen';
import { SecurityCategory } from './security-category';
import { SsoCategory } from './sso-category';
import { SystemMaintenanceCategory } from './system-maintenance-category';

/**
 * The System Settings categories in the spec's order. A category is one entry here, its label in
 * the settings texts (`categories.<id>`, features/settings/i18n) and one component taking
 * `{ onDirtyChange }` (features/settings/hooks/use-settings-category-form.ts).
 */
const SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
  { id: 'general', icon: IconSchool, Component: GeneralSettings },
  {
    id: 'security',
    icon: IconShieldLock,
    Component: SecurityCategory,
  },
  { id: 'notifications', icon: IconBell, Component: NotificationSettings },
  {
    id: 'attendance',
    icon: IconClockCheck,
    Component: AttendanceSettings,
  },
  { id: 'reports', icon: IconChartBar, Component: ReportSettings },
  { id: 'interventions', icon: IconHeartHandshake, Component: OutreachSettings },
  // The installation's backups and the district's tokens (with the roster hold they lift).
  { id: 'backup', icon: IconDatabase, Component: BackupRestoreSettings, isDistrictOnly: true },
  { id: 'apiTokens', icon: IconKey, Component: ApiTokenSettings, isDistrictOnly: true },
  // How staff sign in with the district's Google, Microsoft or other OpenID provider (issue 42).
  { id: 'ssoProviders', icon: IconLogin, Component: SsoCategory, isDistrictOnly: true },
  {
    id: 'maintenance',
    icon: IconTool,
    Component: SystemMaintenanceCategory,
  },
  // The district's schools (issue 41), where a one-school installation adds its second.
  { id: 'schools', icon: IconBuildingCommunity, Component: SchoolsSettings, isDistrictOnly: true },
];

/** A school's administrator's categories: the district's own are a district administrator's. */
const SCHOOL_ADMIN_CATEGORIES = SETTINGS_CATEGORIES.filter((category) => !category.isDistrictOnly);

/** The categories this administrator is offered (one list each: the screen keys its effects on it). */
export const settingsCategoriesFor = (isDistrictAdmin: boolean) =>
  isDistrictAdmin ? SETTINGS_CATEGORIES : SCHOOL_ADMIN_CATEGORIES;
