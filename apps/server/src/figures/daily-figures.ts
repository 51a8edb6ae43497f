import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { students } from '../db/schema/students.js';
import {
  arrayLiteral,
  counted,
  inScope,
  openFrom,
  scopedStudents,
  toInt,
  type Scope,
} from './figure-ctes.js';

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
             and (${scope.schoolId}::uuid is null or school_id = ${scope.schoolId}::uuid)
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
             and ${inScope(scope)}
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
           where not ${counted} and ${inScope(scope)}
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
