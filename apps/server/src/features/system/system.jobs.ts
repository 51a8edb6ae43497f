import type { FastifyInstance } from 'fastify';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { getSettings } from '../../shared/school-settings.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import { runDailyTasks } from './daily-tasks.js';
import { JOB_RETRY_DELAYS_MS } from './offsite-backup.service.js';
import { retryOffsiteCopy, type OffsiteContext } from './offsite-runs.js';

export const DAILY_QUEUE = 'system-daily';
export const OFFSITE_RETRY_QUEUE = 'system-offsite-retry';
/** At night in the school's time zone, when nobody is scanning. */
const DAILY_CRON = '15 2 * * *';
/**
 * Every hour, away from the night's run: a copy that failed (a provider's outage, a share not
 * mounted) is tried again until it succeeds, so the off-machine copy is at most an hour behind
 * once the destination is back, without waiting a whole day with the only copy on this machine;
 * more often would hammer a provider that is down and repeat the same error in the logs.
 */
const OFFSITE_RETRY_CRON = '40 * * * *';

/** What the off-machine copy needs in a job, with the job's retries. */
export const offsiteContextOf = (
  app: FastifyInstance,
  email: StaffMail | undefined,
  retryDelaysMs: readonly number[],
): OffsiteContext => ({
  keys: app.twoFactorKeys,
  email,
  retryDelaysMs,
  warn: (error, message) => app.log.warn({ err: error }, message),
});

/**
 * The night's automatic backup, its off-machine copy and retention: one job a day across every
 * process (pg-boss sends each cron tick once); and the hourly retry of a failed copy. None without
 * a backup folder (DATA_DIR/backups).
 */
export function systemJobs(
  app: FastifyInstance,
  backupDir: string | undefined,
  email: StaffMail | undefined,
): BackgroundJob[] {
  if (!backupDir) return [];
  const offsite = offsiteContextOf(app, email, JOB_RETRY_DELAYS_MS);
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
          offsite,
        });
      },
      onError: (error) => app.log.error({ err: error }, 'daily backup or retention failed'),
    }),
    queueJob({
      kind: 'queue',
      name: OFFSITE_RETRY_QUEUE,
      isOneWaiting: true,
      isOneActive: true,
      expireInSeconds: 60 * 60,
      schedule: { cron: OFFSITE_RETRY_CRON },
      handler: async () => {
        await retryOffsiteCopy({ db: app.db, backupDir, now: app.clock(), offsite });
      },
      onError: (error) => app.log.error({ err: error }, 'off-machine backup retry failed'),
    }),
  ];
}
