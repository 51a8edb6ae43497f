import {
  IconBell,
  IconChartBar,
  IconClockCheck,
  IconDatabase,
  IconHeartHandshake,
  IconKey,
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
import { SystemMaintenanceCategory } from './system-maintenance-category';

/**
 * The System Settings categories in the spec's order. A category is one entry here, its label in
 * the settings texts (`categories.<id>`, features/settings/i18n) and one component taking
 * `{ onDirtyChange }` (features/settings/hooks/use-settings-category-form.ts).
 */
export const SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
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
  { id: 'backup', icon: IconDatabase, Component: BackupRestoreSettings },
  { id: 'apiTokens', icon: IconKey, Component: ApiTokenSettings },
  {
    id: 'maintenance',
    icon: IconTool,
    Component: SystemMaintenanceCategory,
  },
];

/**
 * A district administrator's categories: the spec's, then the district's schools (issue 41), where
 * a one-school installation adds its second.
 */
export const DISTRICT_SETTINGS_CATEGORIES: readonly SettingsCategory[] = [
  ...SETTINGS_CATEGORIES,
  { id: 'schools', icon: IconBuildingCommunity, Component: SchoolsSettings },
];
