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
  /** Chronically absent over the school year's finished days, under the school's own rule. */
  chronicAbsent: z.number(),
});

/** A district administrator's view of every open school today (issue 41). */
export const DistrictOverviewSchema = z.object({
  schools: z.array(
    OverviewFiguresSchema.extend({
      _id: z.string(),
      name: z.string(),
      code: z.string(),
      /** The school's own date today (schools may keep different time zones). */
      date: z.string(),
      isSchoolDay: z.boolean(),
      /** Checked in ÷ enrolled today, in percent with one decimal; null when nobody is expected. */
      attendanceRate: z.number().nullable(),
    }),
  ),
  totals: OverviewFiguresSchema,
});
export type DistrictOverview = z.infer<typeof DistrictOverviewSchema>;

/**
 * `list` answers the schools the caller works at (every school, for a district administrator);
 * adding, changing, archiving and reopening a school are the district administrators'. A
 * school's other settings are its Settings screen's.
 */
export const schoolsApi = {
  list: defineEndpoint({ method: 'GET', path: '/schools', response: SchoolsResponseSchema }),
  /** District administrators: every open school's day and chronic absence, side by side. */
  overview: defineEndpoint({
    method: 'GET',
    path: '/schools/overview',
    response: DistrictOverviewSchema,
  }),
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
