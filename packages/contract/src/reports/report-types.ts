import { z } from 'zod';

/** Report types, formats and statuses, and each type's row shape (issue 10). */

export const REPORT_TYPES = [
  'attendance-log',
  'daily-summary',
  'student-summary',
  'class-summary',
  'chronic-absence',
  'chronic-absence-by-school',
  'consecutive-absences',
  'late-arrivals',
  'interventions',
] as const;
export const ReportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportTypeSchema>;

export const REPORT_FORMATS = ['csv', 'excel', 'pdf'] as const;
export const ReportFormatSchema = z.enum(REPORT_FORMATS);
export type ReportFormat = z.infer<typeof ReportFormatSchema>;

export const REPORT_FORMAT_EXTENSIONS: Record<ReportFormat, string> = {
  csv: 'csv',
  excel: 'xlsx',
  pdf: 'pdf',
};
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Spec §4: Ready (green), Processing (yellow), anything else (gray). */
export const REPORT_STATUSES = ['Processing', 'Ready', 'Failed'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

export const REPORT_STATUS_COLORS: Record<ReportStatus, 'green' | 'yellow' | 'gray'> = {
  Ready: 'green',
  Processing: 'yellow',
  Failed: 'gray',
};

/** The file name a downloaded report carries. */
export const reportFileName = (report: {
  type: ReportType;
  format: ReportFormat;
  startDate: string;
  endDate: string;
}) =>
  `${report.type}-${report.startDate}-to-${report.endDate}.${REPORT_FORMAT_EXTENSIONS[report.format]}`;

// ---------------------------------------------------------------------------------------------
// Row shapes (the JSON of GET /attendance/reports; the files show the same values)

/** The student fields every report row and the chronic list name a student by. */
export const reportStudentFields = {
  _id: z.string(),
  studentId: z.string(),
  fullName: z.string(),
  class: z.string(),
  section: z.string(),
};
/** A rate in percent, one decimal; null when nothing was enrolled. */
export const NullableRateSchema = z.number().nullable();
const rate = NullableRateSchema;
const dayCounts = { present: z.number(), late: z.number(), absent: z.number(), rate };

export const ReportRowSchemas = {
  'attendance-log': z.object({
    date: z.string(),
    time: z.string(),
    studentName: z.string(),
    studentId: z.string(),
    class: z.string(),
    section: z.string(),
    /** The §9 texts: Present / Late / Absent, "+N min" or "On time", N/A for no location. */
    status: z.string(),
    timeWindow: z.string(),
    minutesLate: z.string(),
    location: z.string(),
  }),
  'daily-summary': z.object({
    date: z.string(),
    enrolled: z.number(),
    ...dayCounts,
  }),
  'student-summary': z.object({
    ...reportStudentFields,
    enrolledDays: z.number(),
    ...dayCounts,
    band: z.string().nullable(),
    chronic: z.boolean(),
  }),
  'class-summary': z.object({
    class: z.string(),
    section: z.string(),
    students: z.number(),
    enrolledDays: z.number(),
    ...dayCounts,
    chronicCount: z.number(),
  }),
  'chronic-absence': z.object({
    ...reportStudentFields,
    enrolledDays: z.number(),
    absentDays: z.number(),
    absentRate: z.number(),
    rate: z.number(),
  }),
  /** Issue 41's state-reporting table: one row per school, and the schools' total. */
  'chronic-absence-by-school': z.object({
    school: z.string(),
    /** Enrolled students with at least one enrolled day in the range. */
    students: z.number(),
    chronicCount: z.number(),
    /** Chronically absent ÷ students, in percent; null when no student was enrolled. */
    chronicRate: rate,
    rate,
  }),
  'consecutive-absences': z.object({
    ...reportStudentFields,
    firstDay: z.string(),
    days: z.number(),
    guardianName: z.string(),
    guardianPhone: z.string(),
  }),
  'late-arrivals': z.object({
    ...reportStudentFields,
    timesLate: z.number(),
    averageMinutesLate: z.number(),
    longestMinutesLate: z.number(),
  }),
  /** Attendance cases (issue 26) per rule, tier, class and section. */
  interventions: z.object({
    rule: z.string(),
    tier: z.string(),
    class: z.string(),
    section: z.string(),
    /** Opened within the range. */
    opened: z.number(),
    /** Closed within the range (whenever they opened). */
    closed: z.number(),
    /** Of those opened in the range, still not closed at its end. */
    stillOpen: z.number(),
    /** Of those opened in the range, how many staff acted on (a note or a change). */
    actedOn: z.number(),
    /** Days from opening to the first action, on average over those acted on; null if none. */
    averageDaysToFirstAction: z.number().nullable(),
  }),
} as const satisfies Record<ReportType, z.ZodObject>;
export type ReportRow<T extends ReportType> = z.infer<(typeof ReportRowSchemas)[T]>;
