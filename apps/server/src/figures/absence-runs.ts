import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enrolledDays, toInt, type Scope } from './figure-ctes.js';

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
