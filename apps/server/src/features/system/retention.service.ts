import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../shared/audit.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { schools } from '../../db/schema/schools.js';
import { getSchoolSettings, getSettings } from '../../shared/school-settings.js';

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
 * Deletes attendance older than the district's retention (`retentionYears`; off when null), with
 * the records' edits (cascade) and the check-outs of those days; the running totals follow through
 * their triggers. Each school counts back from its own today and school year (issue 41), in one
 * transaction of its own, with the counts in the audit log as that school's.
 */
export async function applyRetention(db: Db, now: Date) {
  const { retentionYears } = await getSettings(db);
  if (retentionYears === null) return { status: 'off' as const };
  const counts = { attendanceDeleted: 0, checkOutsDeleted: 0 };
  const cutoffs: Record<string, string> = {};
  for (const { id: schoolId } of await db.select({ id: schools.id }).from(schools)) {
    const settings = await getSchoolSettings(db, schoolId);
    const today = schoolDateOf(now, settings.timezone);
    const cutoff = retentionCutoff(today, retentionYears, settings.academicYear?.startDate);
    cutoffs[schoolId] = cutoff;
    await db.transaction(async (tx) => {
      const deleted = await tx.execute<{ count: number }>(sql`
        with gone as (delete from attendance
                       where school_id = ${schoolId} and school_date < ${cutoff} returning 1)
        select count(*)::int as count from gone`);
      const checkOuts = await tx.execute<{ count: number }>(sql`
        with gone as (delete from attendance_check_outs c using students s
                       where s.id = c.student_id and s.school_id = ${schoolId}
                         and c.school_date < ${cutoff} returning 1)
        select count(*)::int as count from gone`);
      const school = {
        attendanceDeleted: deleted.rows[0]?.count ?? 0,
        checkOutsDeleted: checkOuts.rows[0]?.count ?? 0,
      };
      counts.attendanceDeleted += school.attendanceDeleted;
      counts.checkOutsDeleted += school.checkOutsDeleted;
      if (school.attendanceDeleted + school.checkOutsDeleted > 0) {
        await recordAudit(
          tx,
          { id: null, schoolId },
          {
            action: 'system.retention',
            entityType: 'system',
            after: { retentionYears, before: cutoff, ...school },
          },
        );
      }
    });
  }
  const [cutoff] = Object.values(cutoffs);
  return { status: 'ran' as const, cutoff, cutoffs, ...counts };
}
