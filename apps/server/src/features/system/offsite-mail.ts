import { and, eq, isNull } from 'drizzle-orm';
import { renderText } from '@rollcall/contract/i18n/render';
import type { Db } from '../../db/client.js';
import { offsiteBackupState } from '../../db/schema/offsite-backup.js';
import { mailAdministrators, type StaffMail } from '../../shared/staff-mail.js';

type Failure = { fileName: string; location: string; error: string | null };

/**
 * Tells every active administrator, in their language, that the off-machine copy failed: once per
 * run of failures. The row is claimed before sending (only one process or retry wins it), and
 * given back when the e-mail cannot be sent, so the next failure tries again; a copy that
 * succeeds clears it (offsite-backup.service.ts), so the next failure is told again.
 */
export async function mailOffsiteFailure(db: Db, email: StaffMail, failure: Failure) {
  const claimed = await db
    .update(offsiteBackupState)
    .set({ adminsToldAt: new Date() })
    .where(and(eq(offsiteBackupState.id, 1), isNull(offsiteBackupState.adminsToldAt)))
    .returning({ id: offsiteBackupState.id });
  if (claimed.length === 0) return 0;
  try {
    return await mailAdministrators(db, email, (language, school) => ({
      subject: renderText('system.offsiteFailedSubject', { school }, language),
      body: renderText(
        'system.offsiteFailedBody',
        { file: failure.fileName, location: failure.location, error: failure.error ?? '—' },
        language,
      ),
    }));
  } catch (error) {
    await db
      .update(offsiteBackupState)
      .set({ adminsToldAt: null })
      .where(eq(offsiteBackupState.id, 1));
    throw error;
  }
}
