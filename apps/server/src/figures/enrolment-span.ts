import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scopedStudents } from './figure-ctes.js';

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
    with ${scopedStudents({ schoolId: null, class: null, section: null, timezone })}
    select from_day::text, until_day::text from scoped where id = ${id}`);
  const [row] = result.rows;
  return row ? { fromDay: row.from_day, untilDay: row.until_day } : null;
}
