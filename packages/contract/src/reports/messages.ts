import { agoText } from '../common.js';
import { messageTemplate } from '../i18n/message-template.js';
import { type ReportFormat, type ReportStatus, type ReportType } from './report-types.js';
import { ATTENDANCE_BAND_NAMES, type AttendanceBand, REPORT_MAX_RANGE_DAYS } from './rules.js';

/** Each band's name as a report file writes it (the catalogue's `attendanceBands`). */
export const ATTENDANCE_BAND_LABELS = Object.fromEntries(
  ATTENDANCE_BAND_NAMES.map((band) => [band, band]),
) as { readonly [B in AttendanceBand]: B };

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  'attendance-log': 'Attendance Log',
  'daily-summary': 'Daily Summary',
  'student-summary': 'Student Summary',
  'class-summary': 'Class Summary',
  'chronic-absence': 'Chronic Absence',
  'chronic-absence-by-school': 'Chronic Absence by School',
  'consecutive-absences': 'Consecutive Absences',
  'late-arrivals': 'Late Arrivals',
  interventions: 'Interventions',
};

export const REPORT_TYPE_DESCRIPTIONS: Record<ReportType, string> = {
  'attendance-log': 'Every check-in in the range, one row per record',
  'daily-summary': 'Per school day: enrolled, present, late, absent and rate',
  'student-summary': 'Per student: enrolled days, present, late, absent, rate, band and chronic',
  'class-summary': 'Per class and section: the same figures summed',
  'chronic-absence': 'Chronically absent students, worst first',
  'chronic-absence-by-school':
    'Per school: students, how many are chronically absent, their share, and the attendance rate',
  'consecutive-absences': 'Students absent 3 or more school days in a row up to the end date',
  'late-arrivals': 'Per student: times late, average and longest minutes late',
  interventions:
    'Attendance cases opened and closed, by rule, tier and class, with the time to first action',
};

export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  csv: 'CSV',
  excel: 'Excel',
  pdf: 'PDF',
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  Processing: 'Processing',
  Ready: 'Ready',
  Failed: 'Failed',
};

// ---------------------------------------------------------------------------------------------
// Messages (spec §2, §8 and the new parts)

export const REPORT_MESSAGES = {
  title: 'Reports & Analytics',
  subtitle: 'View detailed reports and analytics',
  exportButton: 'Export Report',
  newReportButton: 'New report',
  download: 'Download',
  pending: 'Pending',
  deleteConfirm: 'Delete this report?',
  loadFailed: 'Failed to load reports data',
  errorTitle: 'Error Loading Reports',
  tryAgain: 'Try Again',
  exportFailed: 'Failed to export report. Please try again.',
  generateFailed: 'Failed to generate report',
  empty: 'No reports available',
  emptyHint: 'Generate your first report by clicking the export button above.',
  queued: 'Your report is being prepared. It will appear as Ready in Recent Reports.',
  deleted: 'Report deleted',
  rangeTooLong: `A report may cover at most ${REPORT_MAX_RANGE_DAYS} days`,
  failedUnexpectedly: 'The report could not be made because of an unexpected error.',
  failedInterrupted: 'The server stopped while this report was being made. Please create it again.',
  failedTooLarge: 'The report is too large to make. Please choose a shorter range or one class.',
  needsQueue: 'Reports need the job queue, which is not running.',
  noChronic: 'No chronically absent students in this range',
  noData: 'No data for this range',
  allSchools: 'All schools',
  schoolCount: messageTemplate('{{count}} schools', 'count'),
  schoolsDistrictOnly: 'Only a district administrator can report on other schools',
  cards: {
    totalStudents: 'Total Students',
    averageAttendance: 'Average Attendance',
    attendanceToday: 'Attendance Today',
    activeTeachers: 'Active Teachers',
  },
  charts: {
    trends: 'Attendance Trends',
    bands: 'Performance Analytics',
    weekly: 'Weekly Performance Comparison',
    attendanceRate: 'Attendance rate',
    onTimeRate: 'On-time rate',
  },
  chronicPanel: 'Chronic absence',
  tableColumns: {
    name: 'Report Name',
    type: 'Type',
    generated: 'Generated',
  },
  pdf: {
    range: 'Range',
    filters: 'Filters',
    allClasses: 'All classes',
    generated: 'Generated',
    by: 'by',
    page: messageTemplate('Page {{page}} of {{pages}}', 'page', 'pages'),
    generatedLine: messageTemplate('Generated {{when}} by {{name}}', 'when', 'name'),
    dateRange: messageTemplate('{{start}} to {{end}}', 'start', 'end'),
    grade: messageTemplate('Grade {{class}}', 'class'),
    section: messageTemplate('Section {{section}}', 'section'),
    yes: 'Yes',
    no: 'No',
    about: 'About',
    school: 'School',
    report: 'Report',
  },
} as const;

/** Spec §9: "N days ago, N hours ago or Just now, in whole days or hours" (1 day, 1 hour). */
export function formatGeneratedAgo(generated: string | Date, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(generated).getTime();
  const hours = Math.floor(ms / 3_600_000);
  if (hours >= 24) return agoText(Math.floor(hours / 24), 'day');
  if (hours >= 1) return agoText(hours, 'hour');
  return 'Just now';
}
