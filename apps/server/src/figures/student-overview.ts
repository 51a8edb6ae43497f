import { sql } from 'drizzle-orm';
import type { AttendanceBand } from '@rollcall/contract/reports';
import type { Db } from '../db/client.js';
import { students } from '../db/schema/students.js';
import type { ChronicSettings } from './chronic-absence.js';
import { toInt, type Scope } from './figure-ctes.js';
import {
  figureColumns,
  studentFiguresCtes,
  toStudentFigures,
  worstFirst,
  type StudentFigures,
} from './student-figures.js';

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
