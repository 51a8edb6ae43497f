import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolIdColumn } from './schools.js';
import { students } from './students.js';

/** One bit per day of a calendar year (bit 0 = 1 January), read in SQL only. */
const yearBits = customType<{ data: string }>({ dataType: () => 'bit(366)' });

/**
 * Reports' running totals (issue 10) for the finished days: every non-deleted present or late
 * record dated before `open_from` (attendance_totals_state), and nothing else. Days from
 * `open_from` on (normally just today) are read live, so a check-in writes its record alone; a
 * roll-up moves `open_from` to today once a day (migration 0017, decision 003). Row triggers on
 * `attendance` keep the finished days in step with every later edit, in the same transaction, so
 * a manual edit of a past day shows at once. The school calendar and each student's enrolment are
 * applied when reading, since either may change later.
 */

/** One row: the first school date not in the totals ('-infinity' until the first roll-up). */
export const attendanceTotalsState = pgTable(
  'attendance_totals_state',
  {
    id: integer('id').primaryKey().default(1),
    openFrom: date('open_from').notNull(),
  },
  (table) => [check('attendance_totals_state_single_row', sql`${table.id} = 1`)],
);

/**
 * Check-ins per school day and the student's current school, class and section (moves are
 * carried).
 */
export const attendanceDayTotals = pgTable(
  'attendance_day_totals',
  {
    schoolId: schoolIdColumn(),
    schoolDate: date('school_date').notNull(),
    class: text('class').notNull(),
    section: text('section').notNull(),
    present: integer('present').notNull().default(0),
    late: integer('late').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.schoolId, table.schoolDate, table.class, table.section] }),
  ],
);

/** Per student and calendar year: which days they were present (on time) and late. */
export const attendanceYearMarks = pgTable(
  'attendance_year_marks',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    present: yearBits('present').notNull(),
    late: yearBits('late').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.year] })],
);
