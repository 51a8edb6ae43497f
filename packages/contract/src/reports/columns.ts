import { type ReportType } from './report-types.js';

// ---------------------------------------------------------------------------------------------
// Columns of each report type (one list for CSV, Excel, PDF and the JSON screen view)

export type ReportColumnKind = 'text' | 'date' | 'integer' | 'decimal' | 'percent' | 'yesno';
export type ReportColumn = { key: string; header: string; kind: ReportColumnKind };

const col = (key: string, header: string, kind: ReportColumnKind = 'text'): ReportColumn => ({
  key,
  header,
  kind,
});
const studentColumns = [
  col('studentId', 'Student ID'),
  col('fullName', 'Student Name'),
  col('class', 'Class'),
  col('section', 'Section'),
];

/** On time, late, absent and the rate: every summary's figures. */
const dayCountColumns = [
  col('present', 'Present', 'integer'),
  col('late', 'Late', 'integer'),
  col('absent', 'Absent', 'integer'),
  col('rate', 'Attendance Rate (%)', 'percent'),
];

export const REPORT_COLUMNS: Record<ReportType, readonly ReportColumn[]> = {
  // Spec §9's CSV columns and texts.
  'attendance-log': [
    col('date', 'Date', 'date'),
    col('time', 'Time'),
    col('studentName', 'Student Name'),
    col('studentId', 'Student ID'),
    col('class', 'Class'),
    col('section', 'Section'),
    col('status', 'Status'),
    col('timeWindow', 'Time Window'),
    col('minutesLate', 'Minutes Late'),
    col('location', 'Location'),
    col('checkOut', 'Check-out'),
  ],
  'daily-summary': [
    col('date', 'Date', 'date'),
    col('enrolled', 'Enrolled', 'integer'),
    ...dayCountColumns,
  ],
  'student-summary': [
    ...studentColumns,
    col('enrolledDays', 'Enrolled Days', 'integer'),
    ...dayCountColumns,
    col('band', 'Band'),
    col('chronic', 'Chronically Absent', 'yesno'),
  ],
  'class-summary': [
    col('class', 'Class'),
    col('section', 'Section'),
    col('students', 'Students', 'integer'),
    col('enrolledDays', 'Enrolled Days', 'integer'),
    ...dayCountColumns,
    col('chronicCount', 'Chronically Absent', 'integer'),
  ],
  'chronic-absence': [
    ...studentColumns,
    col('enrolledDays', 'Enrolled Days', 'integer'),
    col('absentDays', 'Absent Days', 'integer'),
    col('absentRate', 'Absent (%)', 'percent'),
    col('rate', 'Attendance Rate (%)', 'percent'),
  ],
  'chronic-absence-by-school': [
    col('school', 'School'),
    col('students', 'Students', 'integer'),
    col('chronicCount', 'Chronically Absent', 'integer'),
    col('chronicRate', 'Chronically Absent (%)', 'percent'),
    col('rate', 'Attendance Rate (%)', 'percent'),
  ],
  'consecutive-absences': [
    ...studentColumns,
    col('firstDay', 'First Day Absent', 'date'),
    col('days', 'School Days in a Row', 'integer'),
    col('guardianName', 'Guardian'),
    col('guardianPhone', 'Guardian Phone'),
  ],
  'late-arrivals': [
    ...studentColumns,
    col('timesLate', 'Times Late', 'integer'),
    col('averageMinutesLate', 'Average Minutes Late', 'decimal'),
    col('longestMinutesLate', 'Longest Minutes Late', 'integer'),
  ],
  interventions: [
    col('rule', 'Rule'),
    col('tier', 'Tier'),
    col('class', 'Class'),
    col('section', 'Section'),
    col('opened', 'Cases Opened', 'integer'),
    col('closed', 'Cases Closed', 'integer'),
    col('stillOpen', 'Still Open', 'integer'),
    col('actedOn', 'Acted On', 'integer'),
    col('averageDaysToFirstAction', 'Average Days to First Action', 'decimal'),
  ],
};
