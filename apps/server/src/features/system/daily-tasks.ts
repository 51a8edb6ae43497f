import type { Db } from '../../db/client.js';
import { getSettings } from '../../shared/school-settings.js';
import { isAutoBackupOn, writeAutomaticBackup } from './backup.service.js';
import { applyRetention } from './retention.service.js';

export type DailyTaskOptions = {
  db: Db;
  databaseKind: 'embedded' | 'postgres';
  /** DATA_DIR/backups */
  backupDir: string;
  now: Date;
};

/** The night's work: the automatic backup first (it still holds what retention then deletes). */
export async function runDailyTasks({ db, databaseKind, backupDir, now }: DailyTaskOptions) {
  const settings = await getSettings(db);
  const backup = isAutoBackupOn(settings.autoBackup, databaseKind)
    ? await writeAutomaticBackup(db, backupDir, now, settings.backupsKept)
    : undefined;
  const retention = await applyRetention(db, now);
  return { backup, retention };
}
