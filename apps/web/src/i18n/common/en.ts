/** Texts of the app's frame and shared parts: header, navigation, menus, shared controls. */
export const COMMON_EN = {
  /** Every dialog's and form's way out. */
  cancel: 'Cancel',
  appName: 'Rollcall',
  loading: 'Loading',
  loadingPage: 'Loading page',
  toast: { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' },
  notifications: {
    button: 'Notifications',
    title: 'Notifications',
    empty: 'There are no notifications yet.',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no screen at this address.',
    toDashboard: 'Go to the dashboard',
  },
  routeError: {
    title: 'Something went wrong on this screen',
    text: 'The screen could not be shown. Reloading the page usually fixes this. ({{detail}})',
    unknown: 'Unknown error',
    reload: 'Reload page',
    toDashboard: 'Go to the dashboard',
  },
  pagination: {
    label: 'Pagination',
    showing: 'Showing {{from}} to {{to}} of {{total}} results',
    pageOf: 'Page {{page}} of {{pages}}',
    page: 'Page {{page}}',
    previous: 'Previous',
    next: 'Next',
  },
  password: { show: 'Show password', hide: 'Hide password' },
  twoFactor: { on: '2FA on', off: '2FA off' },
  comingSoon: { title: 'Coming later', text: 'This screen arrives in a later release.' },
  attendanceStatus: {
    present: 'Present',
    late: 'Late',
    absent: 'Absent',
    unknown: 'Unknown',
  },
  a11y: {
    /** The first thing a keyboard reaches on a staff screen: past the header and sidebar. */
    skipToContent: 'Skip to main content',
    /** The × of every dialog and drawer, which has no words of its own. */
    closeDialog: 'Close dialog',
  },
  header: {
    title: 'Admin',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    logout: 'Logout',
    userMenu: 'User menu for {{name}}, {{role}}',
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
    /** The menu's button: which language the screens are in. */
    current: 'Language: {{language}} ({{code}})',
    changed: 'Language changed to {{language}}',
    saveFailed: 'The language could not be saved to your profile: {{reason}}',
  },
} as const;
