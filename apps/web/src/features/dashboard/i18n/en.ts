/** The dashboard's own texts in English (issue 13); the contract's are translated by key. */
export const DASHBOARD_EN = {
  header: {
    adminTitle: 'Admin Dashboard',
    teacherTitle: 'Teacher Dashboard',
    welcome: 'Welcome back, {{name}}! Today is {{date}}.',
  },
  stats: {
    presentToday: 'Present Today',
    absentToday: 'Absent Today',
    attendanceRate: 'Attendance Rate',
    good: 'Great job!',
    needsImprovement: 'Needs improvement',
  },
  quickActions: {
    adminTitle: 'Quick Actions',
    teacherTitle: 'Teacher Tools',
    reports: 'Generate Reports',
    users: 'Manage Users',
    attendance: 'View Attendance',
  },
  recent: {
    title: 'Recent Activity',
    checkedIn: 'Checked in at {{time}} · Class {{class}}',
  },
  summary: {
    title: "Today's Summary",
    totalScanned: 'Total Scanned',
    present: 'Present',
    onTime: 'On Time',
    notScanned: 'Not Scanned',
    rateLabel: 'Attendance rate {{rate}}',
  },
  today: {
    title: "Today's Attendance Details",
    startScanning: 'Start Scanning',
    showing: 'Showing the latest {{shown}} of {{total}} check-ins.',
    seeAll: 'See them all in Attendance Records',
  },
} as const;
