import {
  IconAlertTriangle,
  IconChartBar,
  IconClipboardCheck,
  IconDeviceTablet,
  IconId,
  IconLayoutDashboard,
  IconSchool,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/**
 * Where an admin sets up two-factor sign-in before anything else, when the school requires it;
 * outside the layout, like the sign-in page.
 */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

export type NavItem = { label: string; to: string; icon: Icon; alsoActiveOn?: string[] };

/** Every user sees every item: the spec hides nothing by role. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Students', to: '/students', icon: IconSchool },
  { label: 'Attendance', to: '/attendance', icon: IconClipboardCheck },
  { label: 'Absentee Alerts', to: '/absentee', icon: IconAlertTriangle },
  { label: 'Reports', to: '/reports', icon: IconChartBar, alsoActiveOn: ['/analytics'] },
  { label: 'ID Cards', to: '/id-cards', icon: IconId },
  { label: 'Users', to: '/users', icon: IconUsers },
  { label: 'Gate Devices', to: '/gate-devices', icon: IconDeviceTablet },
  { label: 'Settings', to: '/settings', icon: IconSettings },
];

/** Opens the students CSV import (System Settings → System Maintenance → Import Data). */
export const STUDENTS_IMPORT_LINK = '/students?action=import';
