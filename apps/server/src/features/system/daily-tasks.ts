import type { Db } from '../../db/client.js';
import { getSettings } from '../../shared/school-settings.js';
import { isAutoBackupOn, writeAutomaticBackup } from './backup.service.js';
import { backUpAndCopy, type OffsiteContext } from './offsite-runs.js';
import { applyRetention } from './retention.service.js';

export type DailyTaskOptions = {
  db: Db;
  databaseKind: 'embedded' | 'postgres';
  /** DATA_DIR/backups */
  backupDir: string;
  now: Date;
  /** The off-machine copy's needs (the job always gives them; tests of the local file may not). */
  offsite?: OffsiteContext;
};

/**
 * The night's work: the automatic backup first (it still holds what retention then deletes), then
 * its off-machine copy, if one is set.
 */
export async function runDailyTasks({
  db,
  databaseKind,
  backupDir,
  now,
  offsite,
}: DailyTaskOptions) {
  const settings = await getSettings(db);
  let backup;
  if (isAutoBackupOn(settings.autoBackup, databaseKind)) {
    backup = offsite
      ? await backUpAndCopy({ db, backupDir, now, offsite })
      : await writeAutomaticBackup(db, backupDir, now, settings.backupsKept);
  }
  const retention = await applyRetention(db, now);
  return { backup, retention };
}
