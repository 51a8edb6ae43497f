import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const ofTheSchool = (schoolId: string) =>
  sql`student_id in (select id from students where school_id = ${schoolId})`;

/**
 * One school's part of Reset System in a district of several (reset.service.ts): its students and
 * everything about them, in an order the foreign keys allow, counted per table as TRUNCATE's
 * counts are. A record of one of its students made at another school goes too (it names the
 * student); cases, their notes, check-outs, cards and year marks follow their student (ON DELETE
 * CASCADE). Other schools' rows, users, settings, gate devices and the audit log stay.
 */
export async function eraseSchoolRows(tx: Db, schoolId: string): Promise<Record<string, number>> {
  const bySchool = sql`school_id = ${schoolId}`;
  const steps: [table: string, condition: SQL][] = [
    ['attendance', sql`${bySchool} or ${ofTheSchool(schoolId)}`],
    ['attendance_day_totals', bySchool],
    ['notifications', bySchool],
    ['absentee_runs', bySchool],
    ['id_cards', ofTheSchool(schoolId)],
    ['id_card_batches', bySchool],
    ['reports', bySchool],
    ['intervention_runs', bySchool],
    ['letter_batches', bySchool],
    ['students', bySchool],
  ];
  const erased: Record<string, number> = {};
  for (const [table, condition] of steps) {
    const gone = await tx.execute<{ count: number }>(sql`
      with gone as (delete from ${sql.identifier(table)} where ${condition} returning 1)
      select count(*)::int as count from gone`);
    erased[table] = gone.rows[0]?.count ?? 0;
  }
  return erased;
}
