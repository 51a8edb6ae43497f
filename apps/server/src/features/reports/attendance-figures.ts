import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReportScope } from './report-range.js';

/**
 * The issue's definitions as SQL, computed in the database over the school calendar: the school
 * days (computed from the settings by the calendar code) arrive as a date[]; a student is enrolled
 * on a school day from their enrollment date (their creation day in the school's zone when it is
 * empty) up to, not including, the day they were archived; they attended it when a non-deleted
 * present or late record exists for that day.
 */

type Scope = Pick<ReportScope, 'class' | 'section' | 'timezone'>;

/** The CTEs `days(d)`, `scoped` (students in the class/section filter) and `enrolled(id, d)`. */
function enrolledDays(scope: Scope, days: readonly string[]): SQL {
  // One array parameter (drizzle would spread a JS array into one parameter per element).
  const dayList = `{${days.join(',')}}`;
  return sql`
    days(d) as (select unnest(${dayList}::date[])),
    scoped as (
      select s.id, s.student_id, s.first_name, s.last_name, s.class, s.section,
             s.guardian_name, s.guardian_phone,
             coalesce(s.enrollment_date, (s.created_at at time zone ${scope.timezone})::date) as from_day,
             (s.archived_at at time zone ${scope.timezone})::date as until_day
        from students s
       where (${scope.class}::text is null or s.class = ${scope.class})
         and (${scope.section}::text is null or s.section = ${scope.section})
    ),
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

/**
 * The cheap form for the per-student and per-day totals: students are grouped by enrolment span
 * before the spans meet the days, and records are counted before they meet the students, so no
 * (student × day) rows are ever made. Adds `spans(from_day, until_day, students)` and
 * `span_days(from_day, until_day, d)`, keyed by `span_key` (the open end as 'infinity').
 */
function enrolmentSpans(scope: Scope, days: readonly string[]): SQL {
  return sql`${enrolledDays(scope, days)},
    spans as (
      select from_day, coalesce(until_day, 'infinity'::date) as until_key, count(*)::int as students
        from scoped group by 1, 2
    ),
    span_days as (
      select sp.from_day, sp.until_key, days.d
        from spans sp join days on days.d >= sp.from_day and days.d < sp.until_key
    ),
    attended as (
      select a.student_id, a.school_date, a.status
        from attendance a
        join scoped sc on sc.id = a.student_id
       where a.deleted_at is null
         and a.status in ('present', 'late')
         and a.school_date = any(${`{${days.join(',')}}`}::date[])
         and a.school_date >= sc.from_day
         and (sc.until_day is null or a.school_date < sc.until_day)
    )`;
}

const toInt = (value: unknown) => Number(value ?? 0);

export type StudentFigures = {
  id: string;
  studentId: string;
  fullName: string;
  class: string;
  section: string;
  guardianName: string;
  guardianPhone: string;
  enrolledDays: number;
  /** On time (status present). */
  present: number;
  late: number;
  absent: number;
  attended: number;
};

/** Per student enrolled at least one of the days: the day counts, in class/section/name order. */
export async function studentFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
): Promise<StudentFigures[]> {
  if (days.length === 0) return [];
  const result = await db.execute(sql`
    with ${enrolmentSpans(scope, days)},
    per_span as (select from_day, until_key, count(*)::int as enrolled_days from span_days group by 1, 2),
    per_student as (
      select student_id,
             count(*) filter (where status = 'present')::int as present,
             count(*) filter (where status = 'late')::int as late
        from attended group by student_id
    )
    select sc.id, sc.student_id, sc.first_name, sc.last_name, sc.class, sc.section,
           sc.guardian_name, sc.guardian_phone, ps.enrolled_days,
           coalesce(st.present, 0) as present, coalesce(st.late, 0) as late
      from scoped sc
      join per_span ps
        on ps.from_day = sc.from_day and ps.until_key = coalesce(sc.until_day, 'infinity'::date)
      left join per_student st on st.student_id = sc.id
     order by sc.class, sc.section, sc.last_name, sc.first_name, sc.student_id`);
  return result.rows.map((row) => {
    const enrolled = toInt(row.enrolled_days);
    const present = toInt(row.present);
    const late = toInt(row.late);
    return {
      id: String(row.id),
      studentId: String(row.student_id),
      fullName: `${String(row.first_name)} ${String(row.last_name)}`,
      class: String(row.class),
      section: String(row.section),
      guardianName: String(row.guardian_name),
      guardianPhone: String(row.guardian_phone),
      enrolledDays: enrolled,
      present,
      late,
      attended: present + late,
      absent: enrolled - present - late,
    };
  });
}

export type DayFigures = { date: string; enrolled: number; present: number; late: number };

/** Per school day among `days`: students enrolled, on time, late (days nobody was enrolled: 0). */
export async function dailyFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
): Promise<DayFigures[]> {
  if (days.length === 0) return [];
  const result = await db.execute(sql`
    with ${enrolmentSpans(scope, days)},
    per_day as (
      select sd.d, sum(sp.students)::int as enrolled
        from span_days sd join spans sp using (from_day, until_key)
       group by sd.d
    ),
    marks_per_day as (
      select school_date as d,
             count(*) filter (where status = 'present')::int as present,
             count(*) filter (where status = 'late')::int as late
        from attended group by school_date
    )
    select days.d::text as date, coalesce(pd.enrolled, 0) as enrolled,
           coalesce(m.present, 0) as present, coalesce(m.late, 0) as late
      from days
      left join per_day pd on pd.d = days.d
      left join marks_per_day m on m.d = days.d
     order by days.d`);
  return result.rows.map((row) => ({
    date: String(row.date),
    enrolled: toInt(row.enrolled),
    present: toInt(row.present),
    late: toInt(row.late),
  }));
}

export type AbsenceRun = { id: string; firstDay: string; days: number };

/**
 * Students still enrolled on the last of `days` whose enrolled days since their last attended one
 * (within `days`) number at least `minDays`: the run of absences that reaches the end date.
 */
export async function absenceRunsToEnd(
  db: Db,
  scope: Scope,
  days: readonly string[],
  minDays: number,
): Promise<AbsenceRun[]> {
  const lastDay = days.at(-1);
  if (!lastDay) return [];
  const result = await db.execute(sql`
    with ${enrolledDays(scope, days)},
    last_attended as (select student_id, max(school_date) as d from marks group by student_id),
    runs as (
      select e.id, min(e.d) as first_day, count(*)::int as days
        from enrolled e
        left join last_attended la on la.student_id = e.id
       where la.d is null or e.d > la.d
       group by e.id
    )
    select runs.id, runs.first_day::text as first_day, runs.days
      from runs
     where runs.days >= ${minDays}
       and exists (select 1 from enrolled e where e.id = runs.id and e.d = ${lastDay}::date)
     order by runs.days desc, runs.first_day`);
  return result.rows.map((row) => ({
    id: String(row.id),
    firstDay: String(row.first_day),
    days: toInt(row.days),
  }));
}

export type LateFigures = {
  id: string;
  timesLate: number;
  averageMinutes: number;
  longest: number;
};

/** Per student late at least once on an enrolled day: how often, on average and at most how late. */
export async function lateFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
): Promise<LateFigures[]> {
  if (days.length === 0) return [];
  const result = await db.execute(sql`
    with ${enrolledDays(scope, days)}
    select e.id, count(*)::int as times_late,
           avg(m.minutes_late)::float8 as average_minutes,
           max(m.minutes_late)::int as longest
      from enrolled e
      join marks m on m.student_id = e.id and m.school_date = e.d and m.status = 'late'
     group by e.id
     order by times_late desc, average_minutes desc`);
  return result.rows.map((row) => ({
    id: String(row.id),
    timesLate: toInt(row.times_late),
    averageMinutes: Number(row.average_minutes),
    longest: toInt(row.longest),
  }));
}
