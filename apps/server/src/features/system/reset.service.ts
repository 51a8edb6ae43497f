import { sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import { type ResetBody } from '@rollcall/contract/system';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import { getSettings } from '../../shared/school-settings.js';
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
 * Erases the school's students and their records in one transaction, after the admin typed the
 * school's name exactly and their password. Tables that refer to a student (check-outs, a gate's
 * scans) are emptied with them (TRUNCATE … CASCADE); student photos go too.
 */
export async function resetSystem(db: Db, actor: Actor, input: ResetBody) {
  const { schoolName } = await getSettings(db);
  if (input.schoolName !== schoolName.trim()) {
    throw new AppError('VALIDATION_FAILED', text('system.schoolNameMismatch'), {
      schoolName: text('system.schoolNameMismatch'),
    });
  }
  await confirmPassword(db, actor, input.password);
  const erased: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const table of ERASED_TABLES) {
      const result = await tx.execute<{ count: number }>(
        sql`select count(*)::int as count from ${quoted(table)}`,
      );
      erased[table] = result.rows[0]?.count ?? 0;
    }
    const photos = await tx.execute<{ id: string }>(sql`
      select photo_media_id as id from students where photo_media_id is not null
      union select photo_media_id from id_cards where photo_media_id is not null`);
    await tx.execute(sql`truncate ${sql.join(ERASED_TABLES.map(quoted), sql`, `)} cascade`);
    // The erased reports' and card batches' files, which TRUNCATE leaves in their parts.
    await deletePartsOfGoneRows(tx);
    const photoIds = photos.rows.map((row) => row.id);
    if (photoIds.length > 0) {
      await tx.execute(sql`delete from media where id = any(${photoIds}::uuid[])`);
    }
    erased.photos = photoIds.length;
    await recordAudit(tx, actor.id, {
      action: 'system.reset',
      entityType: 'system',
      after: { erased },
    });
  });
  return { message: text('system.reset'), erased };
}
