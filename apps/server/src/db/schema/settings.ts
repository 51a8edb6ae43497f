import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/** The school's settings: a single row. */
export const schoolSettings = pgTable(
  'school_settings',
  {
    id: integer('id').primaryKey().default(1),
    schoolName: text('school_name').notNull().default('Rollcall High School'),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    timezone: text('timezone').notNull().default('America/New_York'),
    startTime: text('start_time').notNull().default('08:00'),
    gracePeriodMinutes: integer('grace_period_minutes').notNull().default(5),
    veryLateAfterMinutes: integer('very_late_after_minutes').notNull().default(15),
    absenteeCutoffTime: text('absentee_cutoff_time').notNull().default('09:30'),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    schoolDays: integer('school_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::int[]`),
    holidays: date('holidays')
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** Chronic absence: absent on at least this percent of enrolled days… */
    chronicAbsenceThreshold: integer('chronic_absence_threshold').notNull().default(10),
    /** …counting only students enrolled at least this many school days in the range. */
    chronicAbsenceMinDays: integer('chronic_absence_min_days').notNull().default(10),
    updatedAt: updatedAt(),
  },
  (table) => [check('school_settings_single_row', sql`${table.id} = 1`)],
);
