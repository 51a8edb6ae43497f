import { sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import { type ResetBody } from '@rollcall/contract/system';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { eraseSchoolRows } from './reset-school-rows.js';
import { quoted } from './backup-tables.js';
import { confirmPassword } from './confirm-password.js';
import { deletePartsOfGoneRows } from '../../shared/jobs/file-parts.js';

/**
 * What Reset System erases: the students and everything about them — attendance (with its edits,
 * check-outs and running totals), guardian messages and their daily runs, ID cards and their
 * batches, and report files. Users, settings, gate devices and the audit log stay.
 */
const ERASED_TABLES = [
  'students',
  'attendance',
  'attendance_audit',
  'attendance_day_totals',
  'attendance_year_marks',
  'notifications',
  'absentee_runs',
  'id_cards',
  'id_card_batches',
  'reports',
] as const;

/**
 * Erases the acting school's students and their records in one transaction, after the admin typed
 * that school's name exactly and their password. In a district of one school every row is its, so
 * the tables are emptied whole (TRUNCATE … CASCADE takes the tables that refer to a student with
 * them: check-outs, cases and their notes); in a district of several, the school's rows are
 * deleted (eraseSchoolRows). Student photos go too.
 */
export async function resetSystem(db: Db, actor: Actor, input: ResetBody) {
  const schoolId = schoolIdOf(actor);
  const { schoolName } = await getSchoolSettings(db, schoolId);
  if (input.schoolName !== schoolName.trim()) {
    throw new AppError('VALIDATION_FAILED', text('system.schoolNameMismatch'), {
      schoolName: text('system.schoolNameMismatch'),
    });
  }
  await confirmPassword(db, actor, input.password);
  const erased: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const photos = await tx.execute<{ id: string }>(sql`
      select photo_media_id as id from students
       where school_id = ${schoolId} and photo_media_id is not null
      union
      select c.photo_media_id from id_cards c join students s on s.id = c.student_id
       where s.school_id = ${schoolId} and c.photo_media_id is not null`);
    if ((await schoolCount(tx)) === 1) {
      for (const table of ERASED_TABLES) {
        const result = await tx.execute<{ count: number }>(
          sql`select count(*)::int as count from ${quoted(table)}`,
        );
        erased[table] = result.rows[0]?.count ?? 0;
      }
      await tx.execute(sql`truncate ${sql.join(ERASED_TABLES.map(quoted), sql`, `)} cascade`);
    } else {
      Object.assign(erased, await eraseSchoolRows(tx, schoolId));
    }
    // The erased reports' and card batches' files, which their rows' deletion leaves in parts.
    await deletePartsOfGoneRows(tx);
    const photoIds = photos.rows.map((row) => row.id);
    if (photoIds.length > 0) {
      await tx.execute(sql`delete from media where id = any(${photoIds}::uuid[])`);
    }
    erased.photos = photoIds.length;
    await recordAudit(tx, actor, {
      action: 'system.reset',
      entityType: 'system',
      after: { erased },
    });
  });
  return { message: text('system.reset'), erased };
}

const schoolCount = async (tx: Db) =>
  (await tx.execute<{ n: number }>(sql`select count(*)::int as n from schools`)).rows[0]?.n ?? 0;
