import { z } from 'zod';
import { DateOrTimestampSchema, IdParamsSchema, SignedLinkQuerySchema } from '../common.js';
import { CLASS_OPTIONS, SECTIONS } from '../students.js';

/**
 * Reports & Analytics (issue 10). The definitions every figure, chart and file uses:
 * - a school day is a weekday in the settings' `schoolDays` that is not a holiday, in the school's
 *   time zone, not after today;
 * - a student's enrolled days in a range are the school days from their enrollment date (their
 *   creation day when it is empty) until the day they were archived (that day excluded);
 * - attended = a non-deleted record with status present or late; absent = an enrolled day without
 *   such a record; late = status late;
 * - attendance rate = attended ÷ enrolled days, summed over whatever is measured (never an average
 *   of averages), in percent;
 * - chronic absence: absent on at least `chronicAbsenceThreshold` % of enrolled days, counting only
 *   students enrolled at least `chronicAbsenceMinDays` school days in the range.
 */

/** Spec §9: the trend window and the Export Report window (720 hours). */
export const DEFAULT_TREND_WINDOW_DAYS = 30;
export const REPORT_EXPORT_WINDOW_HOURS = 720;
/** The longest range one report or analytics request may cover. */
export const REPORT_MAX_RANGE_DAYS = 366;
/** How long a signed download link works. */
export const REPORT_LINK_TTL_SECONDS = 3600;
export const REPORTS_LIST_DEFAULT_LIMIT = 20;
export const REPORTS_LIST_MAX_LIMIT = 100;
/** The chronic list in analytics shows the worst this many; `count` is always the full count. */
export const CHRONIC_LIST_LIMIT = 100;
/** Consecutive-absences lists runs at least this long. */
export const CONSECUTIVE_ABSENCE_MIN_DAYS = 3;

/** Chronic absence defaults: the U.S. EDFacts definition (10 % of at least 10 enrolled days). */
export const CHRONIC_ABSENCE_DEFAULTS = { threshold: 10, minDays: 10 } as const;
/** The federal civil-rights measure readable from the absent-day counts every report shows. */
export const CIVIL_RIGHTS_ABSENT_DAYS = 15;

// ---------------------------------------------------------------------------------------------
// Bands (spec §9)

export const ATTENDANCE_BANDS = [
  { band: 'Excellent', min: 90, max: 100 },
  { band: 'Good', min: 80, max: 89 },
  { band: 'Average', min: 70, max: 79 },
  { band: 'Poor', min: 60, max: 69 },
  { band: 'Very Poor', min: 0, max: 59 },
] as const;
export type AttendanceBand = (typeof ATTENDANCE_BANDS)[number]['band'];
export const ATTENDANCE_BAND_NAMES = ATTENDANCE_BANDS.map<AttendanceBand>((b) => b.band);

/** The band of a rate in percent; a rate between two bands' labels (89.5) falls in the lower. */
export function bandOf(rate: number): AttendanceBand {
  for (const { band, min } of ATTENDANCE_BANDS) if (rate >= min) return band;
  return 'Very Poor';
}

/** attended ÷ enrolled in percent (unrounded); null when nothing was enrolled. */
export const attendanceRate = (attended: number, enrolled: number): number | null =>
  enrolled === 0 ? null : (attended / enrolled) * 100;

/** One decimal, as every screen and file shows a rate. */
export const roundRate = (rate: number) => Math.round(rate * 10) / 10;
export const formatRate = (rate: number | null) =>
  rate === null ? '—' : `${roundRate(rate).toFixed(1)}%`;

/** Whether a student's figures make them chronically absent under the given settings. */
export function isChronicallyAbsent(
  figures: { enrolledDays: number; absentDays: number },
  settings: { threshold: number; minDays: number },
): boolean {
  return (
    figures.enrolledDays >= settings.minDays &&
    figures.enrolledDays > 0 &&
    figures.absentDays * 100 >= settings.threshold * figures.enrolledDays
  );
}

// ---------------------------------------------------------------------------------------------
// Report types, formats, statuses

export const REPORT_TYPES = [
  'attendance-log',
  'daily-summary',
  'student-summary',
  'class-summary',
  'chronic-absence',
  'consecutive-absences',
  'late-arrivals',
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

const studentRef = {
  _id: z.string(),
  studentId: z.string(),
  fullName: z.string(),
  class: z.string(),
  section: z.string(),
};
const rate = z.number().nullable();
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
    ...studentRef,
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
    ...studentRef,
    enrolledDays: z.number(),
    absentDays: z.number(),
    absentRate: z.number(),
    rate: z.number(),
  }),
  'consecutive-absences': z.object({
    ...studentRef,
    firstDay: z.string(),
    days: z.number(),
    guardianName: z.string(),
    guardianPhone: z.string(),
  }),
  'late-arrivals': z.object({
    ...studentRef,
    timesLate: z.number(),
    averageMinutesLate: z.number(),
    longestMinutesLate: z.number(),
  }),
} as const satisfies Record<ReportType, z.ZodObject>;
export type ReportRow<T extends ReportType> = z.infer<(typeof ReportRowSchemas)[T]>;

// ---------------------------------------------------------------------------------------------
// Requests

/** A calendar day, or an ISO timestamp read as the school's day at that instant (spec §7). */
export const ReportDateSchema = DateOrTimestampSchema;

const scopeFilters = {
  class: z.enum(CLASS_OPTIONS).optional(),
  section: z.enum(SECTIONS).optional(),
};

/** Both dates optional: the default range is the last 30 days up to today. */
export const ReportRangeQuerySchema = z.object({
  startDate: ReportDateSchema.optional(),
  endDate: ReportDateSchema.optional(),
  ...scopeFilters,
});
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

export const AnalyticsQuerySchema = ReportRangeQuerySchema;
export type AnalyticsQuery = ReportRangeQuery;

export const CreateReportBodySchema = z.object({
  /** Export Report sends no type: an attendance log. */
  type: ReportTypeSchema.default('attendance-log'),
  format: ReportFormatSchema.default('csv'),
  startDate: ReportDateSchema.optional(),
  endDate: ReportDateSchema.optional(),
  ...scopeFilters,
});
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

export const ListReportsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REPORTS_LIST_MAX_LIMIT)
    .default(REPORTS_LIST_DEFAULT_LIMIT),
});

export const ReportIdParamsSchema = IdParamsSchema;

export const ReportDownloadQuerySchema = SignedLinkQuerySchema;

export const IMMEDIATE_REPORT_FORMATS = ['json', 'csv'] as const;
export const ImmediateReportQuerySchema = ReportRangeQuerySchema.extend({
  type: ReportTypeSchema.default('attendance-log'),
  format: z.enum(IMMEDIATE_REPORT_FORMATS).default('json'),
});
export type ImmediateReportQuery = z.infer<typeof ImmediateReportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const ReportStatsSchema = z.object({
  /** Active students, not archived. */
  totalStudents: z.number(),
  /** The school's attendance rate over the last 30 days, one decimal (0 with no school day). */
  averageAttendance: z.number(),
  /** Class-sections with at least one check-in today. */
  classesToday: z.number(),
  /** Users with role teacher that are active. */
  activeTeachers: z.number(),
});
export type ReportStats = z.infer<typeof ReportStatsSchema>;

export const TREND_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEK_LABELS = ['Week 1', 'Week 2', 'Week 3', 'Week 4'] as const;

export const ChronicStudentSchema = z.object({
  ...studentRef,
  enrolledDays: z.number(),
  absentDays: z.number(),
  /** The student's attendance rate in the range, one decimal. */
  rate: z.number(),
});
export type ChronicStudent = z.infer<typeof ChronicStudentSchema>;

export const AnalyticsSchema = z.object({
  /** The range the figures cover, after defaults (school days only count up to today). */
  startDate: z.string(),
  endDate: z.string(),
  /** Mon…Sun: the rate over the range's school days on that weekday; null when there are none. */
  trends: z.array(z.object({ day: z.enum(TREND_DAYS), rate })),
  /** Students per band by their rate in the range (students with no enrolled day are left out). */
  bands: z.array(
    z.object({ band: z.string(), min: z.number(), max: z.number(), count: z.number() }),
  ),
  /**
   * The four 7-day weeks ending with the range's end, oldest first. attendanceRate = attended ÷
   * enrolled days; onTimeRate = on-time check-ins (status present) ÷ enrolled days; null when the
   * week has no school day.
   */
  weekly: z.array(
    z.object({
      week: z.enum(WEEK_LABELS),
      startDate: z.string(),
      endDate: z.string(),
      attendanceRate: rate,
      onTimeRate: rate,
    }),
  ),
  chronic: z.object({
    count: z.number(),
    threshold: z.number(),
    minDays: z.number(),
    /** Worst first, at most CHRONIC_LIST_LIMIT. */
    students: z.array(ChronicStudentSchema),
  }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

/** Spec §3's Recent report item, plus what the new-report form and history show. */
export const ReportItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: ReportTypeSchema,
  format: ReportFormatSchema,
  /** When it was requested (ISO timestamp). */
  generated: z.string(),
  status: ReportStatusSchema,
  /** A signed link that works for an hour without a bearer token; null unless Ready. */
  downloadUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  class: z.string().nullable(),
  section: z.string().nullable(),
  /** Why it failed, readable; null unless Failed. */
  failureReason: z.string().nullable(),
  /** The file's size in bytes once Ready. */
  byteSize: z.number().nullable(),
  createdBy: z.string().nullable(),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;

export const ReportListSchema = z.object({ reports: z.array(ReportItemSchema) });
export const ReportResponseSchema = z.object({ report: ReportItemSchema });
export const CreatedReportSchema = z.object({ report: ReportItemSchema, message: z.string() });

export const ImmediateReportSchema = z.object({
  type: ReportTypeSchema,
  startDate: z.string(),
  endDate: z.string(),
  class: z.string().nullable(),
  section: z.string().nullable(),
  columns: z.array(
    z.object({
      key: z.string(),
      header: z.string(),
      kind: z.enum(['text', 'date', 'integer', 'decimal', 'percent', 'yesno']),
    }),
  ),
  /** Rows shaped as ReportRowSchemas[type]. */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type ImmediateReport = z.infer<typeof ImmediateReportSchema>;
