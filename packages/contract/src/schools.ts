import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { IdParamsSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { isValidTimeZone } from './settings/schemas.js';

/**
 * The request header naming the school a request acts on (issue 41). A caller who works at one
 * school needs none; one who works at several sends the school picked in the header's picker.
 */
export const SCHOOL_ID_HEADER = 'X-School-Id';

/** A school's code: letters, digits, dots, dashes and underscores, as SIS school numbers are. */
export const SCHOOL_CODE_PATTERN = /^[\p{L}\p{N}._-]+$/u;
export const SCHOOL_CODE_MAX = 32;

export const SCHOOL_MESSAGES = {
  codeRequired: 'School code is required',
  codeInvalid: 'Use letters, digits, dots, dashes and underscores only (at most 32)',
  saved: 'School saved',
  added: 'School added',
  archived: 'School archived: its staff no longer work there and its scheduled work stops',
  reopened: 'School reopened',
  lastOpenSchool: 'The district needs at least one open school',
} as const;

export const SchoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  timezone: z.string(),
  isActive: z.boolean(),
  /** Enrolled students: not archived and active. */
  studentCount: z.number(),
});
export type School = z.infer<typeof SchoolSchema>;

export const SchoolsResponseSchema = z.object({ schools: z.array(SchoolSchema) });
export type SchoolsResponse = z.infer<typeof SchoolsResponseSchema>;

export const SchoolBodySchema = z.object({
  name: textSchema({ error: textKey('settings.schoolNameRequired') })
    .trim()
    .min(1, textKey('settings.schoolNameRequired'))
    .max(120),
  code: textSchema({ error: textKey('schools.codeRequired') })
    .trim()
    .min(1, textKey('schools.codeRequired'))
    .max(SCHOOL_CODE_MAX, textKey('schools.codeInvalid'))
    .regex(SCHOOL_CODE_PATTERN, textKey('schools.codeInvalid')),
  timezone: textSchema({ error: textKey('settings.timezoneInvalid') }).refine(
    isValidTimeZone,
    textKey('settings.timezoneInvalid'),
  ),
});
export type SchoolBody = z.infer<typeof SchoolBodySchema>;

const SchoolWithMessageSchema = z.object({ school: SchoolSchema, message: z.string() });

const OverviewFiguresSchema = z.object({
  /** Enrolled students (active, not archived). */
  enrolled: z.number(),
  /** Checked in today, on time or late. */
  checkedIn: z.number(),
  late: z.number(),
  /** Enrolled and not checked in today (0 on a day that is not a school day). */
  absent: z.number(),
  /** Chronically absent over the school year's days before the date, under the school's own rule. */
  chronicAbsent: z.number(),
  /** Intervention cases not closed (today's, whatever the date asked for). */
  openCases: z.number(),
  /** Guardian messages (absence alerts, messages, nudges) sent for the date. */
  alertsSent: z.number(),
});

/** The day to show; by default each school's own today. */
export const DistrictOverviewQuerySchema = z.object({
  date: z.iso.date({ error: textKey('common.dateFormat') }).optional(),
});
export type DistrictOverviewQuery = z.infer<typeof DistrictOverviewQuerySchema>;

/** A district administrator's view of every open school on one day (issue 41). */
export const DistrictOverviewSchema = z.object({
  schools: z.array(
    OverviewFiguresSchema.extend({
      _id: z.string(),
      name: z.string(),
      code: z.string(),
      /** The date asked for, else the school's own today (schools may keep different time zones). */
      date: z.string(),
      isSchoolDay: z.boolean(),
      /** Checked in ÷ enrolled that day, in percent with one decimal; null when nobody is expected. */
      attendanceRate: z.number().nullable(),
    }),
  ),
  totals: OverviewFiguresSchema.extend({
    /** Checked in ÷ expected over the schools that expected anyone; null when none did. */
    attendanceRate: z.number().nullable(),
  }),
});
export type DistrictOverview = z.infer<typeof DistrictOverviewSchema>;

/**
 * `list` answers the schools the caller works at (every school, for a district administrator);
 * adding, changing, archiving and reopening a school are the district administrators'. A
 * school's other settings are its Settings screen's.
 */
export const schoolsApi = {
  list: defineEndpoint({ method: 'GET', path: '/schools', response: SchoolsResponseSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/schools',
    body: SchoolBodySchema,
    status: 201,
    response: SchoolWithMessageSchema,
  }),
  /** Archives an open school, or reopens an archived one. */
  toggleStatus: defineEndpoint({
    method: 'PUT',
    path: '/schools/:id/toggle-status',
    params: IdParamsSchema,
    response: SchoolWithMessageSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/schools/:id',
    params: IdParamsSchema,
    body: SchoolBodySchema,
    response: SchoolWithMessageSchema,
  }),
};

/** The district's own screens (district administrators). */
export const districtApi = {
  /** Every open school's day, chronic absence, open cases and alerts, side by side. */
  overview: defineEndpoint({
    method: 'GET',
    path: '/district/overview',
    query: DistrictOverviewQuerySchema,
    response: DistrictOverviewSchema,
  }),
};
