import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.js';
import { getSettings } from '../../shared/school-settings.js';
import { isAutoBackupOn, writeAutomaticBackup } from './backup.service.js';
import { applyRetention } from './retention.service.js';

const DAILY_QUEUE = 'system-daily';
/** At night in the school's time zone, when nobody is scanning. */
const DAILY_CRON = '15 2 * * *';

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

/**
 * Schedules the daily tasks on the app's pg-boss: one job a day across every process (pg-boss
 * sends each cron tick once), worked by a process that works jobs.
 */
export async function startSystemJobs(options: {
  boss: PgBoss;
  isWorking: boolean;
  task: Omit<DailyTaskOptions, 'now'>;
  clock: () => Date;
  onError: (error: Error) => void;
}) {
  const { boss } = options;
  if (!options.isWorking) return;
  if (!(await boss.getQueue(DAILY_QUEUE))) {
    await boss.createQueue(DAILY_QUEUE, { policy: 'short', expireInSeconds: 60 * 60 });
  }
  await boss.work(DAILY_QUEUE, async () => {
    try {
      await runDailyTasks({ ...options.task, now: options.clock() });
    } catch (error) {
      options.onError(error as Error);
      throw error;
    }
  });
  const { timezone } = await getSettings(options.task.db);
  await boss.schedule(DAILY_QUEUE, DAILY_CRON, null, { tz: timezone });
}
