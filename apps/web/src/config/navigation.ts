import {
  IconAlertTriangle,
  IconChartBar,
  IconClipboardCheck,
  IconId,
  IconLayoutDashboard,
  IconSchool,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

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
  { label: 'Settings', to: '/settings', icon: IconSettings },
];
