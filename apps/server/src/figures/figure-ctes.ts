import { sql, type SQL } from 'drizzle-orm';
import { students } from '../db/schema/students.js';
import { enrolled } from './enrolled.js';
import type { ReportScope } from './scope.js';

/**
 * The definitions as SQL, computed in the database over the school calendar: the school
 * days (computed from the settings by the calendar code) arrive as a date[]; a student is enrolled
 * on a school day from their enrollment date (their creation day in the school's zone when it is
 * empty) up to, not including, the day they were archived; they attended it when a non-deleted
 * present or late record exists for that day.
 *
 * Per-student and per-day totals read the running totals the database keeps beside attendance
 * (`attendance_year_marks`, `attendance_day_totals`, migrations 0011 and 0017) for the days before
 * their `open_from`, and the records themselves for the days from it on (normally just today), in
 * one statement, so a roll-up committing meanwhile is seen whole or not at all. The calendar and
 * the enrolment spans are applied here, when reading. Callers roll the totals up first
 * (attendance-totals.ts) so that the live part stays one day; the answer is the same either way.
 *
 * This file holds what those statements share: the scope, the students counted and their spans.
 */

export type Scope = Pick<ReportScope, 'schoolId' | 'class' | 'section' | 'timezone'>;

/** One array parameter (drizzle would spread a JS array into one parameter per element). */
export const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Who the figures count: enrolled students, and archived ones up to the day they were archived. */
export const counted = sql`(${enrolled} or ${students.archivedAt} is not null)`;
/** The scope's students: its school's (every school's when it names none), class and section. */
export const inScope = (scope: Scope) => sql`
  (${scope.schoolId}::uuid is null or ${students.schoolId} = ${scope.schoolId}::uuid)
  and (${scope.class}::text is null or ${students.class} = ${scope.class})
  and (${scope.section}::text is null or ${students.section} = ${scope.section})`;

/**
 * The CTE `scoped`: students in the school and class/section filter with their enrolment span. Enrolled
 * students (the students service's condition: active, not archived) and archived ones, who count
 * up to the day they were archived; an inactive student is not expected at school, so not counted.
 */
export function scopedStudents(scope: Scope): SQL {
  return sql`
    scoped as (
      select students.id,
             coalesce(students.enrollment_date,
                      (students.created_at at time zone ${scope.timezone})::date) as from_day,
             (students.archived_at at time zone ${scope.timezone})::date as until_day
        from ${students}
       where ${counted} and ${inScope(scope)}
    )`;
}

/** The CTEs `days(d)`, `scoped`, `enrolled(id, d)` and `marks` (attended records on the days). */
export function enrolledDays(scope: Scope, days: readonly string[]): SQL {
  const dayList = arrayLiteral(days);
  return sql`
    days(d) as (select unnest(${dayList}::date[])),
    ${scopedStudents(scope)},
    enrolled as (
      select sc.id, days.d
        from scoped sc
        join days on days.d >= sc.from_day and (sc.until_day is null or days.d < sc.until_day)
    ),
    marks as (
      select a.student_id, a.school_date, a.status, a.minutes_late
        from attendance a
       where a.deleted_at is null
         and a.status in ('present', 'late')
         and a.school_date = any(${dayList}::date[])
    )`;
}

export const toInt = (value: unknown) => Number(value ?? 0);

/** The first day not in the running totals, read in the statement that reads them. */
export const openFrom = sql`(select open_from from attendance_totals_state)`;
