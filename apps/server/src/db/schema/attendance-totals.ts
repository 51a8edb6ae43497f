import { customType, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { students } from './students.js';

/** One bit per day of a calendar year (bit 0 = 1 January), read in SQL only. */
const yearBits = customType<{ data: string }>({ dataType: () => 'bit(366)' });

/**
 * Reports' running totals (issue 10), kept by statement triggers on `attendance` in the same
 * transaction as every write (migration 0011), so a manual edit of a past day shows at once.
 * They count every non-deleted present or late record; the school calendar and each student's
 * enrolment are applied when reading, since either may change later.
 */

/** Check-ins per school day and class-section (the student's current class; moves are carried). */
export const attendanceDayTotals = pgTable(
  'attendance_day_totals',
  {
    schoolDate: date('school_date').notNull(),
    class: text('class').notNull(),
    section: text('section').notNull(),
    present: integer('present').notNull().default(0),
    late: integer('late').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.schoolDate, table.class, table.section] })],
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
