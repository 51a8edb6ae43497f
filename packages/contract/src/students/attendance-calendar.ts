/**
 * A student's attendance calendar (issue 26): every day of a school year with what it was for
 * them, and their totals over it, the same figures the reports give for that student.
 */
import { z } from 'zod';
import { SchoolYearLabelSchema } from '../settings/academic-year.js';

/**
 * What a day was for the student, checked in this order:
 * - `holiday` (in the school's holidays), `weekend` (a Saturday or Sunday that is not a school
 *   day), `non-school` (another weekday the school does not open): not a school day;
 * - `not-enrolled`: before their enrolment date, from the day they were archived on, or every day
 *   while they are inactive (not expected at school, so not counted);
 * - `upcoming`: after today, or today until the absentee cutoff time unless a record exists;
 * - `present` (on time), `late`: a present or late record; `absent`: none, or an absent record.
 */
export const CALENDAR_DAY_STATES = [
  'present',
  'late',
  'absent',
  'upcoming',
  'not-enrolled',
  'holiday',
  'weekend',
  'non-school',
] as const;
export type CalendarDayState = (typeof CALENDAR_DAY_STATES)[number];

export const AttendanceCalendarQuerySchema = z.object({
  /** Left out: the current school year (the latest one that has started). */
  schoolYear: SchoolYearLabelSchema.optional(),
});
export type AttendanceCalendarQuery = z.infer<typeof AttendanceCalendarQuerySchema>;

export const SchoolYearSchema = z.object({
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type SchoolYear = z.infer<typeof SchoolYearSchema>;

export const CalendarDaySchema = z.object({
  date: z.string(),
  state: z.enum(CALENDAR_DAY_STATES),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const AttendanceCalendarSchema = z.object({
  student: z.object({
    _id: z.string(),
    studentId: z.string(),
    fullName: z.string(),
    isActive: z.boolean(),
    isArchived: z.boolean(),
  }),
  schoolYear: SchoolYearSchema,
  /** The school years from the one the student was enrolled in to the current one, newest first. */
  schoolYears: z.array(z.string()),
  /** The school's date at the request. */
  today: z.string(),
  /** Every day from the year's first to its last, in order. */
  days: z.array(CalendarDaySchema),
  /**
   * The student-summary report's figures for this student over the year's school days counted so
   * far (those not `upcoming`): `enrolledDays` = present + late + absent; `rate` attended ÷
   * enrolled days × 100, one decimal, null without an enrolled day.
   */
  totals: z.object({
    enrolledDays: z.number(),
    present: z.number(),
    late: z.number(),
    absent: z.number(),
    rate: z.number().nullable(),
  }),
});
export type AttendanceCalendar = z.infer<typeof AttendanceCalendarSchema>;
