/** Texts of the app's frame and shared parts: header, navigation, menus, shared controls. */
export const COMMON_EN = {
  appName: 'Rollcall',
  header: {
    title: 'Admin',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    logout: 'Logout',
    userMenu: 'User menu for {{name}}',
    profileSettings: 'Profile Settings',
  },
  nav: {
    main: 'Main',
    dashboard: 'Dashboard',
    students: 'Students',
    attendance: 'Attendance',
    absentee: 'Absentee Alerts',
    reports: 'Reports',
    idCards: 'ID Cards',
    users: 'Users',
    gateDevices: 'Gate Devices',
    settings: 'Settings',
  },
  language: {
    menu: 'Language',
    changed: 'Language changed to {{language}}',
    saveFailed: 'The language could not be saved to your profile: {{reason}}',
  },
} as const;
