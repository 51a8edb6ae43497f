import path from 'node:path';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offsiteBackupState } from '../../db/schema/offsite-backup.js';
import { getSettings } from '../../shared/school-settings.js';
import { listAutomaticBackups, writeAutomaticBackup } from './backup.service.js';
import { copyOffsite, type OffsiteCopyOptions } from './offsite-backup.service.js';

/** What a copy needs besides the file: the keys, the e-mail channel, the retries, a logger. */
export type OffsiteContext = Pick<OffsiteCopyOptions, 'keys' | 'email' | 'retryDelaysMs' | 'warn'>;

type RunOptions = { db: Db; backupDir: string; now: Date; offsite: OffsiteContext };

/** The automatic backup written now, then copied off the machine (nightly, or "Back up now"). */
export async function backUpAndCopy({ db, backupDir, now, offsite }: RunOptions) {
  const { backupsKept } = await getSettings(db);
  const backup = await writeAutomaticBackup(db, backupDir, now, backupsKept);
  const localPath = path.join(backupDir, backup.fileName);
  const { size } = await stat(localPath);
  const copy = await copyOffsite({ ...offsite, db, localPath, now });
  return { ...backup, size, offsite: copy };
}

/**
 * The hourly retry (system.jobs.ts): while the last copy failed, or none was tried since the
 * destination was set, the newest automatic backup is copied again. Nothing to do otherwise.
 */
export async function retryOffsiteCopy({ db, backupDir, now, offsite }: RunOptions) {
  if ((await getSettings(db)).offsiteBackup === null) return undefined;
  const [state] = await db
    .select({ status: offsiteBackupState.status })
    .from(offsiteBackupState)
    .where(eq(offsiteBackupState.id, 1));
  if (state?.status === 'copied') return undefined;
  const [newest] = await listAutomaticBackups(backupDir);
  if (!newest) return undefined;
  const localPath = path.join(backupDir, newest.fileName);
  return copyOffsite({ ...offsite, db, localPath, now });
}
