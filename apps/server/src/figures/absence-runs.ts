import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { arrayLiteral, scopedStudents, toInt, type Scope } from './figure-ctes.js';

export type AbsenceRun = { id: string; firstDay: string; days: number };

/**
 * Students still enrolled on the last of `days` whose enrolled days since their last attended one
 * (within `days`) number at least `minDays`: the run of absences that reaches the end date.
 *
 * A run is every school day after the later of the last attended day and the day before
 * enrolment. Each student's last attended day is one step back along the (student, day) index,
 * and the days after it are counted by a binary search of the sorted days (`width_bucket`).
 * Joining every student to every day and grouping took the embedded database 100–150 ms for
 * 2,000 students over a school year, and the gate waited behind it.
 */
export async function absenceRunsToEnd(
  db: Db,
  scope: Scope,
  days: readonly string[],
  minDays: number,
): Promise<AbsenceRun[]> {
  const lastDay = days.at(-1);
  if (!lastDay) return [];
  const sorted = arrayLiteral([...days].sort());
  const result = await db.execute(sql`
    with ${scopedStudents(scope)},
    bounds as (
      select sc.id,
             greatest(
               (select a.school_date
                  from attendance a
                 where a.student_id = sc.id
                   and a.deleted_at is null
                   and a.status in ('present', 'late')
                   and a.school_date <= ${lastDay}::date
                   and a.school_date = any(${sorted}::date[])
                 order by a.school_date desc
                 limit 1),
               sc.from_day - 1) as bound
        from scoped sc
       where sc.from_day <= ${lastDay}::date
         and (sc.until_day is null or sc.until_day > ${lastDay}::date)
    ),
    runs as (
      select id, width_bucket(bound, ${sorted}::date[]) as attended_up_to from bounds
    )
    select id,
           ((${sorted}::date[])[attended_up_to + 1])::text as first_day,
           cardinality(${sorted}::date[]) - attended_up_to as days
      from runs
     where cardinality(${sorted}::date[]) - attended_up_to >= ${minDays}
     order by days desc, first_day`);
  return result.rows.map((row) => ({
    id: String(row.id),
    firstDay: String(row.first_day),
    days: toInt(row.days),
  }));
}
