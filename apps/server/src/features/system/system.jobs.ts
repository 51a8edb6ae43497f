import type { FastifyInstance } from 'fastify';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { getSettings } from '../../shared/school-settings.js';
import { runDailyTasks } from './daily-tasks.js';

export const DAILY_QUEUE = 'system-daily';
/** At night in the school's time zone, when nobody is scanning. */
const DAILY_CRON = '15 2 * * *';

/**
 * The night's automatic backup and retention: one job a day across every process (pg-boss sends
 * each cron tick once). None without a backup folder (DATA_DIR/backups).
 */
export function systemJobs(app: FastifyInstance, backupDir: string | undefined): BackgroundJob[] {
  if (!backupDir) return [];
  return [
    queueJob({
      kind: 'queue',
      name: DAILY_QUEUE,
      isOneWaiting: true,
      expireInSeconds: 60 * 60,
      schedule: {
        cron: DAILY_CRON,
        timeZone: async () => (await getSettings(app.db)).timezone,
      },
      handler: async () => {
        await runDailyTasks({
          db: app.db,
          databaseKind: app.databaseKind,
          backupDir,
          now: app.clock(),
        });
      },
      onError: (error) => app.log.error({ err: error }, 'daily backup or retention failed'),
    }),
  ];
}
