import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enrolledDays, toInt, type Scope } from './figure-ctes.js';

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
