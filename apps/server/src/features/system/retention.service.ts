import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../shared/audit.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { getSettings } from '../../shared/school-settings.js';

/** Without an academic year set, a school year is taken to begin on 1 August. */
const DEFAULT_YEAR_START = '08-01';

const yearsBefore = (date: string, years: number) =>
  `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;

/**
 * The first school day kept: the start of the current school year, N years back. With N = 1 the
 * current school year and the one before it are kept. The current year starts on the academic
 * year's start date when one is set, else on 1 August.
 */
export function retentionCutoff(today: string, years: number, academicYearStart?: string) {
  let start = academicYearStart ?? `${today.slice(0, 4)}-${DEFAULT_YEAR_START}`;
  // The academic year set may be an old one, and 1 August may be ahead: step back to this year.
  while (start > today) start = yearsBefore(start, 1);
  while (yearsBefore(start, -1) <= today) start = yearsBefore(start, -1);
  return yearsBefore(start, years);
}

/**
 * Deletes attendance older than the school's retention (`retentionYears`; off when null), with
 * the records' edits (cascade) and the check-outs of those days; the running totals follow through their
 * triggers. One transaction, with the counts in the audit log.
 */
export async function applyRetention(db: Db, now: Date) {
  const settings = await getSettings(db);
  if (settings.retentionYears === null) return { status: 'off' as const };
  const today = schoolDateOf(now, settings.timezone);
  const cutoff = retentionCutoff(today, settings.retentionYears, settings.academicYear?.startDate);
  return db.transaction(async (tx) => {
    const deleted = await tx.execute<{ count: number }>(sql`
      with gone as (delete from attendance where school_date < ${cutoff} returning 1)
      select count(*)::int as count from gone`);
    const checkOuts = await tx.execute<{ count: number }>(sql`
      with gone as (delete from attendance_check_outs where school_date < ${cutoff} returning 1)
      select count(*)::int as count from gone`);
    const counts = {
      attendanceDeleted: deleted.rows[0]?.count ?? 0,
      checkOutsDeleted: checkOuts.rows[0]?.count ?? 0,
    };
    if (counts.attendanceDeleted + counts.checkOutsDeleted > 0) {
      await recordAudit(tx, null, {
        action: 'system.retention',
        entityType: 'system',
        after: { retentionYears: settings.retentionYears, before: cutoff, ...counts },
      });
    }
    return { status: 'ran' as const, cutoff, ...counts };
  });
}
