import { sql, type SQL } from 'drizzle-orm';
import { ATTENDANCE_BANDS, type AttendanceBand } from '@rollcall/contract/reports';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../db/client.js';
import { students } from '../db/schema/students.js';
import { enrolled } from './enrolled.js';
import type { ReportScope } from './scope.js';

/**
 * The issue's definitions as SQL, computed in the database over the school calendar: the school
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
      select students.id,
             coalesce(students.enrollment_date,
                      (students.created_at at time zone ${scope.timezone})::date) as from_day,
             (students.archived_at at time zone ${scope.timezone})::date as until_day
        from ${students}
       where ${counted} and ${inClassFilter(scope)}
    )`;
}

export type EnrolmentSpan = { fromDay: string; untilDay: string | null };

/**
 * One student's enrolment span as the figures count it (`scoped`): from `fromDay` up to, not
 * including, `untilDay`; null when the student is not counted at all (inactive).
 */
export async function enrolmentSpanOf(
  db: Db,
  timezone: string,
  id: string,
): Promise<EnrolmentSpan | null> {
  const result = await db.execute<{ from_day: string; until_day: string | null }>(sql`
    with ${scopedStudents({ class: null, section: null, timezone })}
    select from_day::text, until_day::text from scoped where id = ${id}`);
  const [row] = result.rows;
  return row ? { fromDay: row.from_day, untilDay: row.until_day } : null;
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

/** The first day not in the running totals, read in the statement that reads them. */
const openFrom = sql`(select open_from from attendance_totals_state)`;

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
  band: AttendanceBand;
  /** Chronically absent under the school's settings. */
  chronic: boolean;
};

/** The chronic-absence settings (school settings `chronicAbsenceThreshold`, `chronicAbsenceMinDays`). */
export type ChronicSettings = { threshold: number; minDays: number };

/** The school's chronic-absence rule, from its settings. */
export const chronicSettingsOf = (settings: SchoolSettings): ChronicSettings => ({
  threshold: settings.chronicAbsenceThreshold,
  minDays: settings.chronicAbsenceMinDays,
});

/**
 * The contract's band of a rate (`bandOf`), in SQL: the rate as the contract computes it (a double,
 * attended ÷ enrolled × 100), so a rate at a band's edge falls where it falls on screen.
 */
export function bandOfSql(attended: SQL, enrolled: SQL): SQL {
  const rate = sql`(${attended}::float8 / ${enrolled}) * 100`;
  const last = ATTENDANCE_BANDS.at(-1)?.band ?? 'Very Poor';
  const cases = ATTENDANCE_BANDS.map(
    ({ band, min }) => sql`when ${rate} >= ${sql.raw(String(min))} then ${band}::text`,
  );
  return sql`case ${sql.join(cases, sql` `)} else ${last}::text end`;
}

/** The contract's `isChronicallyAbsent`, in SQL (integers: no rounding). */
export const isChronicSql = (chronic: ChronicSettings, enrolled: SQL, absent: SQL) => sql`(
  ${enrolled} >= ${chronic.minDays}::int and ${enrolled} > 0
  and ${absent} * 100 >= ${chronic.threshold}::int * ${enrolled})`;

/**
 * The CTEs up to `figures`: per student enrolled on at least one of the days, the day counts, the
 * band and whether they are chronically absent. Each student's enrolled days are the school-day
 * bits within their span; their present and late days are those bits of their marks (the running
 * totals for finished days, the records from `open_from` on).
 */
function studentFiguresCtes(scope: Scope, days: readonly string[], chronic: ChronicSettings) {
  const years = schoolDayBits(days);
  const dayList = arrayLiteral(days);
  // Materialized: each student's enrolled bits are made once, not once per sum; most students
  // are enrolled all year, whose bits are the school's (three bit operations fewer each).
  return sql`
    ${scopedStudents(scope)},
    school as materialized (
      select y.year, make_date(y.year, 1, 1) as year_start, y.bits::bit(366) as days,
             ~(B'0'::bit(366)) as ones
        from unnest(${arrayLiteral(years.map((y) => y.year))}::int[],
                    ${arrayLiteral(years.map((y) => y.bits))}::text[]) as y(year, bits)
    ),
    enrolled as materialized (
      select sc.id, school.year,
             case when sc.from_day <= school.year_start and sc.until_day is null then school.days
                  else school.days
                    & (school.ones >> greatest(0, least(366, sc.from_day - school.year_start)))
                    & ~(school.ones >> greatest(0, least(366, coalesce(sc.until_day - school.year_start, 366))))
             end as days
        from scoped sc cross join school
    ),
    live as (
      select a.student_id, extract(year from a.school_date)::int as year,
             bit_or(case when a.status = 'present' then attendance_day_bit(a.school_date)
                         else B'0'::bit(366) end) as present,
             bit_or(case when a.status = 'late' then attendance_day_bit(a.school_date)
                         else B'0'::bit(366) end) as late
        from attendance a
       where a.deleted_at is null
         and a.status in ('present', 'late')
         and a.school_date = any(${dayList}::date[])
         and a.school_date >= ${openFrom}
       group by 1, 2
    ),
    per_student as (
      select e.id, sum(bit_count(e.days))::int as enrolled_days,
             (coalesce(sum(bit_count(e.days & m.present)), 0)
               + coalesce(sum(bit_count(e.days & l.present)), 0))::int as present,
             (coalesce(sum(bit_count(e.days & m.late)), 0)
               + coalesce(sum(bit_count(e.days & l.late)), 0))::int as late
        from enrolled e
        left join attendance_year_marks m on m.student_id = e.id and m.year = e.year
        left join live l on l.student_id = e.id and l.year = e.year
       group by e.id
    ),
    counts as (
      select ps.*, ps.enrolled_days - ps.present - ps.late as absent
        from per_student ps
       where ps.enrolled_days > 0
    ),
    figures as (
      select counts.*,
             ${bandOfSql(sql`(counts.present + counts.late)`, sql`counts.enrolled_days`)} as band,
             ${isChronicSql(chronic, sql`counts.enrolled_days`, sql`counts.absent`)} as chronic
        from counts
    )`;
}

/** The columns of StudentFigures for rows of `figures` aliased `f`, joined with their student. */
const figureColumns = sql`
  f.id, s.student_id, s.first_name, s.last_name, s.class, s.section, s.guardian_name,
  s.guardian_phone, f.enrolled_days, f.present, f.late, f.band, f.chronic`;

function toStudentFigures(row: Record<string, unknown>): StudentFigures {
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
    band: String(row.band) as AttendanceBand,
    chronic: row.chronic === true,
  };
}

/** Per student enrolled at least one of the days: their figures, in class/section/name order. */
export async function studentFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
  chronic: ChronicSettings,
): Promise<StudentFigures[]> {
  if (days.length === 0) return [];
  const result = await db.execute(sql`
    with ${studentFiguresCtes(scope, days, chronic)}
    select ${figureColumns}
      from figures f join ${students} s on s.id = f.id
     order by s.class, s.section, s.last_name, s.first_name, s.student_id`);
  return result.rows.map(toStudentFigures);
}

/** Chronically absent first by the share of days absent, then by absent days, then by name. */
export const worstFirst = (a: StudentFigures, b: StudentFigures) =>
  b.absent / b.enrolledDays - a.absent / a.enrolledDays ||
  b.absent - a.absent ||
  a.fullName.localeCompare(b.fullName);

export type StudentOverview = {
  /** Students per band (a band nobody is in is left out). */
  bands: Map<AttendanceBand, number>;
  chronicCount: number;
  /** The chronically absent, worst first, at most `limit`. */
  chronic: StudentFigures[];
};

/**
 * Analytics' students in one statement, counted in the database: how many fall in each band, how
 * many are chronically absent, and the worst `limit` of them. The database picks them by share
 * and absent days (the same doubles `worstFirst` compares), keeping every tie at the limit, so
 * that the name order among ties, the browser's, is applied here to a few rows.
 */
export async function studentOverview(
  db: Db,
  scope: Scope,
  days: readonly string[],
  chronic: ChronicSettings,
  limit: number,
): Promise<StudentOverview> {
  if (days.length === 0) return { bands: new Map(), chronicCount: 0, chronic: [] };
  const result = await db.execute<{
    bands: Record<string, number> | null;
    chronic_count: number;
    worst: Record<string, unknown>[] | null;
  }>(sql`
    with ${studentFiguresCtes(scope, days, chronic)},
    chronic_students as (
      select figures.*,
             rank() over (order by absent::float8 / enrolled_days desc, absent desc) as place
        from figures
       where chronic
    ),
    worst as (
      select ${figureColumns}
        from chronic_students f join ${students} s on s.id = f.id
       where f.place <= ${limit}::int
    )
    select (select json_object_agg(band, students)
              from (select band, count(*)::int as students from figures group by band) as b
           ) as bands,
           (select count(*)::int from chronic_students) as chronic_count,
           (select json_agg(worst) from worst) as worst`);
  const [row] = result.rows;
  return {
    bands: new Map(
      Object.entries(row?.bands ?? {}).map(([band, count]) => [band as AttendanceBand, count]),
    ),
    chronicCount: toInt(row?.chronic_count),
    chronic: (row?.worst ?? []).map(toStudentFigures).sort(worstFirst).slice(0, limit),
  };
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
      select d, sum(present)::int as present, sum(late)::int as late
        from (
          select school_date as d, present, late
            from attendance_day_totals
           where school_date = any(${dayList}::date[])
             and school_date < ${openFrom}
             and (${scope.class}::text is null or class = ${scope.class})
             and (${scope.section}::text is null or section = ${scope.section})
          union all
          select a.school_date, (a.status = 'present')::int, (a.status = 'late')::int
            from attendance a
            join ${students} on ${students.id} = a.student_id
           where a.deleted_at is null
             and a.status in ('present', 'late')
             and a.school_date = any(${dayList}::date[])
             and a.school_date >= ${openFrom}
             and ${inClassFilter(scope)}
        ) as counted_days
       group by d
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
      -- Still enrolled on the last day, which then ends the run (an "exists" over enrolled here
      -- made the database rebuild enrolled for every run: seconds over a school year).
      having max(e.d) = ${lastDay}::date
    )
    select runs.id, runs.first_day::text as first_day, runs.days
      from runs
     where runs.days >= ${minDays}
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
