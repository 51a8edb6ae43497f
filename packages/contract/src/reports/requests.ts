import { z } from 'zod';
import {
  DateOrTimestampSchema,
  IdParamsSchema,
  IdSchema,
  SignedLinkQuerySchema,
} from '../common.js';
import { CLASS_OPTIONS, SECTIONS } from '../students.js';
import { REPORT_SCHOOLS_MAX, REPORTS_LIST_DEFAULT_LIMIT, REPORTS_LIST_MAX_LIMIT } from './rules.js';
import { ReportFormatSchema, ReportTypeSchema } from './report-types.js';

/** What a report or analytics request sends: ranges, filters, the new-report body (issue 10). */

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

/**
 * The schools a report covers (issue 41): `all` for the whole district, or a list; without it,
 * the school the request acts on. Beyond that school, district administrators only.
 */
export const ReportSchoolsSchema = z.union([
  z.literal('all'),
  z.array(IdSchema).min(1).max(REPORT_SCHOOLS_MAX),
]);

export const CreateReportBodySchema = z.object({
  /** Export Report sends no type: an attendance log. */
  type: ReportTypeSchema.default('attendance-log'),
  format: ReportFormatSchema.default('csv'),
  startDate: ReportDateSchema.optional(),
  endDate: ReportDateSchema.optional(),
  ...scopeFilters,
  schools: ReportSchoolsSchema.optional(),
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
