import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import { enrolled } from '../students/students.service.js';
import type { ReportScope } from './report-range.js';

/**
 * The definitions as SQL, computed in the database over the school calendar: the school
 * days (computed from the settings by the calendar code) arrive as a date[]; a student is enrolled
 * on a school day from their enrollment date (their creation day in the school's zone when it is
 * empty) up to, not including, the day they were archived; they attended it when a non-deleted
 * present or late record exists for that day.
 *
 * Per-student and per-day totals read the running totals the database keeps beside attendance
 * (`attendance_year_marks`, `attendance_day_totals`, see migration 0011) instead of walking every
 * check-in of the range; the calendar and the enrolment spans are applied here, when reading.
 */

type Scope = Pick<ReportScope, 'class' | 'section' | 'timezone'>;

/** One array parameter (drizzle would spread a JS array into one parameter per element). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Who the figures count: enrolled students, and archived ones up to the day they were archived. */
const counted = sql`(${enrolled} or ${students.archivedAt} is not null)`;
const inClassFilter = (scope: Scope) => sql`
  (${scope.class}::text is null or ${students.class} = ${scope.class})
  and (${scope.section}::text is null or ${students.section} = ${scope.section})`;

/**
 * The CTE `scoped`: students in the class/section filter with their enrolment span. Enrolled
 * students (the students service's condition: active, not archived) and archived ones, who count
 * up to the day they were archived; an inactive student is not expected at school, so not counted.
 */
function scopedStudents(scope: Scope): SQL {
  return sql`
    scoped as (
      select students.id, students.student_id, students.first_name, students.last_name,
             students.class, students.section, students.guardian_name, students.guardian_phone,
             coalesce(students.enrollment_date,
                      (students.created_at at time zone ${scope.timezone})::date) as from_day,
             (students.archived_at at time zone ${scope.timezone})::date as until_day
        from ${students}
       where ${counted} and ${inClassFilter(scope)}
    )`;
}

/** The CTEs `days(d)`, `scoped`, `enrolled(id, d)` and `marks` (attended records on the days). */
function enrolledDays(scope: Scope, days: readonly string[]): SQL {
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

/** Per calendar year among `days`: the bits of its school days (bit 0 = 1 January), as text. */
export function schoolDayBits(days: readonly string[]): { year: number; bits: string }[] {
  const years = new Map<number, string[]>();
  for (const day of days) {
    const year = Number(day.slice(0, 4));
    const bits = years.get(year) ?? Array.from({ length: 366 }, () => '0');
    bits[(Date.parse(`${day}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000] = '1';
    years.set(year, bits);
  }
  return [...years].map(([year, bits]) => ({ year, bits: bits.join('') }));
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

/**
 * Per student enrolled at least one of the days: the day counts, in class/section/name order.
 * Each student's enrolled days are the school-day bits within their span; their present and late
 * days are those bits of their marks.
 */
export async function studentFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
): Promise<StudentFigures[]> {
  if (days.length === 0) return [];
  const years = schoolDayBits(days);
  // Materialized: each student's enrolled bits are made once, not once per sum.
  const result = await db.execute(sql`
    with ${scopedStudents(scope)},
    school as materialized (
      select y.year, make_date(y.year, 1, 1) as year_start, y.bits::bit(366) as days,
             ~(B'0'::bit(366)) as ones
        from unnest(${arrayLiteral(years.map((y) => y.year))}::int[],
                    ${arrayLiteral(years.map((y) => y.bits))}::text[]) as y(year, bits)
    ),
    enrolled as materialized (
      select sc.id, school.year,
             school.days
               & (school.ones >> greatest(0, least(366, sc.from_day - school.year_start)))
               & ~(school.ones >> greatest(0, least(366, coalesce(sc.until_day - school.year_start, 366))))
               as days
        from scoped sc cross join school
    ),
    per_student as (
      select e.id, sum(bit_count(e.days))::int as enrolled_days,
             coalesce(sum(bit_count(e.days & m.present)), 0)::int as present,
             coalesce(sum(bit_count(e.days & m.late)), 0)::int as late
        from enrolled e
        left join attendance_year_marks m on m.student_id = e.id and m.year = e.year
       group by e.id
    )
    select sc.id, sc.student_id, sc.first_name, sc.last_name, sc.class, sc.section,
           sc.guardian_name, sc.guardian_phone, ps.enrolled_days, ps.present, ps.late
      from scoped sc
      join per_student ps on ps.id = sc.id
     where ps.enrolled_days > 0
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

/**
 * Per school day among `days`: students enrolled, on time, late (days nobody was enrolled: 0).
 * Enrolment is counted per span (students grouped by enrolment span, never student × day); check-ins
 * come from the day totals, less those of scoped students on days they were not enrolled and those
 * of students not counted at all (inactive), both few.
 */
export async function dailyFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
): Promise<DayFigures[]> {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const dayList = arrayLiteral(days);
  const result = await db.execute(sql`
    with days(d) as (select unnest(${dayList}::date[])),
    ${scopedStudents(scope)},
    spans as (
      select from_day, coalesce(until_day, 'infinity'::date) as until_key, count(*)::int as students
        from scoped group by 1, 2
    ),
    per_day as (
      select days.d, sum(sp.students)::int as enrolled
        from spans sp join days on days.d >= sp.from_day and days.d < sp.until_key
       group by days.d
    ),
    totals as (
      select school_date as d, sum(present)::int as present, sum(late)::int as late
        from attendance_day_totals
       where school_date = any(${dayList}::date[])
         and (${scope.class}::text is null or class = ${scope.class})
         and (${scope.section}::text is null or section = ${scope.section})
       group by school_date
    ),
    unenrolled as (
      select a.school_date as d,
             count(*) filter (where a.status = 'present')::int as present,
             count(*) filter (where a.status = 'late')::int as late
        from (
          select id, from_day, until_day from scoped
           where from_day > ${first}::date or until_day <= ${last}::date
          union all
          select id, 'infinity'::date, null from ${students}
           where not ${counted} and ${inClassFilter(scope)}
        ) sc
        join attendance a on a.student_id = sc.id
       where a.deleted_at is null
         and a.status in ('present', 'late')
         and a.school_date = any(${dayList}::date[])
         and (a.school_date < sc.from_day or a.school_date >= sc.until_day)
       group by a.school_date
    )
    select days.d::text as date, coalesce(pd.enrolled, 0) as enrolled,
           coalesce(t.present, 0) - coalesce(u.present, 0) as present,
           coalesce(t.late, 0) - coalesce(u.late, 0) as late
      from days
      left join per_day pd on pd.d = days.d
      left join totals t on t.d = days.d
      left join unenrolled u on u.d = days.d
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
