/**
 * Every query key of the web app. Features cannot import each other, yet several read the same
 * server data (the students list is read by four features) and one feature's change must refresh
 * another's answers: a key is a prefix of every key below it, so invalidating
 * `queryKeys.students.all` after adding a student refreshes the dashboard's total, the attendance
 * filter's options and the ID-card generator's list too. A new query takes its key from here.
 */

const students = ['students'] as const;
const attendance = ['attendance'] as const;
const absentee = ['absentee'] as const;
const auditLog = ['audit-log'] as const;
const idCards = ['id-cards'] as const;
const outreach = ['outreach'] as const;
const reports = ['reports'] as const;
const users = ['users'] as const;
const interventions = ['interventions'] as const;

export const queryKeys = {
  auth: {
    me: ['auth', 'me'] as const,
    sessions: ['auth', 'sessions'] as const,
  },
  maintenance: ['maintenance'] as const,
  /** The schools the user works at (issue 41): the user's, not a school's, kept on a switch. */
  schools: ['schools'] as const,
  district: {
    /** Adding, changing, archiving or reopening a school changes the overview too. */
    all: ['district'] as const,
    /** The district overview on a date ('' for each school's own today). */
    overview: (date: string) => ['district', 'overview', date] as const,
  },
  settings: {
    /** The full settings (admins). */
    all: ['settings', 'all'] as const,
    /** The school's public details, read by every screen. */
    school: ['settings', 'school'] as const,
    providers: ['settings', 'providers'] as const,
  },
  automaticBackups: ['system', 'backups'] as const,
  /** The recovery key's status (made, saved, passphrase set); the key itself is never cached. */
  recoveryStatus: ['system', 'recovery-key'] as const,
  /** Whether nothing has been made yet here (the sign-in page then offers a restore). */
  installation: ['system', 'installation'] as const,
  apiTokens: ['api-tokens'] as const,
  /** Sign-in providers (issue 42): the district's list, each test sign-in, the sign-in page's. */
  ssoProviders: {
    all: ['sso-providers'] as const,
    list: ['sso-providers', 'list'] as const,
    test: (id: string, startedAt: number) => ['sso-providers', 'test', id, startedAt] as const,
    /** The sign-in page's buttons (public). */
    signIn: ['sso-providers', 'sign-in'] as const,
  },
  /**
   * The header's notices (admins): a roster import the sync hold kept, an API token about to
   * expire. Settling the held import or changing the tokens refreshes them.
   */
  notices: ['notices'] as const,
  gateDevices: ['gate-devices'] as const,
  students: {
    all: students,
    /** The Student Management pages, one key per page and filter. */
    lists: [...students, 'list'] as const,
    list: <P>(params: P) => [...students, 'list', params] as const,
    qr: (studentId: string) => [...students, 'qr', studentId] as const,
    classes: [...students, 'classes'] as const,
    attendanceOptions: [...students, 'attendance-options'] as const,
    cardStudents: (cardClass: string) => [...students, 'id-cards', cardClass] as const,
    dashboardTotal: [...students, 'dashboard-total'] as const,
    /** Archived students not yet erased (issue 27): archiving or erasing one changes it. */
    archived: (page: number) => [...students, 'archived', page] as const,
    /** The retention job's dry run, for the saved number of years. */
    retentionPreview: (years: number | null) => [...students, 'retention-preview', years] as const,
    /**
     * The roster import the sync hold keeps, and what it would do now: any change to the students
     * changes its preview.
     */
    rosterPending: [...students, 'roster-pending'] as const,
    rosterPendingPreview: (id: string) => [...students, 'roster-pending', id] as const,
  },
  attendance: {
    /** A scan or an edit invalidates every attendance answer, the dashboard's today too. */
    all: attendance,
    list: <P>(params: P) => [...attendance, 'list', params] as const,
    today: [...attendance, 'today'] as const,
    /** A student's day-by-day year: a scan or an edit changes it too. */
    calendar: (studentId: string, schoolYear: string) =>
      [...attendance, 'calendar', studentId, schoolYear] as const,
  },
  absentee: {
    /** Everything on the absentee screen, refreshed at once. */
    all: absentee,
    absentStudents: (date: string) => [...absentee, 'absent-students', date] as const,
    notifications: [...absentee, 'notifications'] as const,
    notificationsPage: <P>(params: P) => [...absentee, 'notifications', params] as const,
    scheduleInfo: [...absentee, 'schedule-info'] as const,
    statistics: [...absentee, 'statistics'] as const,
  },
  auditLog: {
    /** Saving settings invalidates it, so the log on the settings screen shows the change. */
    all: auditLog,
    list: <P>(params: P) => [...auditLog, 'list', params] as const,
    actors: [...auditLog, 'actors'] as const,
  },
  idCards: {
    all: idCards,
    list: (limit: number) => [...idCards, 'list', limit] as const,
    batch: (batchId: string) => [...idCards, 'batch', batchId] as const,
  },
  outreach: {
    all: outreach,
    letters: (batchId: string) => [...outreach, 'letters', batchId] as const,
  },
  reports: {
    /** Refresh and Try Again reload every reports answer. */
    all: reports,
    list: [...reports, 'list'] as const,
    stats: [...reports, 'stats'] as const,
    analytics: <Q>(query: Q) => [...reports, 'analytics', query] as const,
  },
  interventions: {
    /** Checking the rules or acting on a case refreshes the list, the open case and the bell. */
    all: interventions,
    list: <P>(params: P) => [...interventions, 'list', params] as const,
    detail: (id: string) => [...interventions, 'detail', id] as const,
    /** The header's count of new cases. */
    unseen: [...interventions, 'unseen'] as const,
  },
  users: {
    all: users,
    list: <P>(params: P) => [...users, 'list', params] as const,
    stats: [...users, 'stats'] as const,
  },
};
