import { z } from 'zod';
import {
  NullableRateSchema as rate,
  reportStudentFields,
  ReportFormatSchema,
  ReportStatusSchema,
  ReportTypeSchema,
} from './report-types.js';

/** What the reports endpoints answer: the stats, the analytics, report items, an immediate report. */

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
  ...reportStudentFields,
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
  /** The schools it covers when more than the one it was asked at (issue 41); else null. */
  schoolIds: z.array(z.string()).nullable(),
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
