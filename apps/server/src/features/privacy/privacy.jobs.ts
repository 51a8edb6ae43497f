import type { FastifyInstance } from 'fastify';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { getSettings } from '../../shared/school-settings.js';
import { vacuumErasedTables } from './erasure.service.js';
import { applyStudentRetention } from './student-retention.service.js';

export const STUDENT_RETENTION_QUEUE = 'student-retention-daily';
/** Sent after an erasure: the erased rows' old versions are vacuumed away (erasure.service.ts). */
export const ERASURE_VACUUM_QUEUE = 'erasure-vacuum';
/** At night in the school's time zone, after the night's backup (system-daily at 02:15). */
const DAILY_CRON = '45 2 * * *';

/**
 * The daily erasure of archived students past the school's retention (issue 27): one tick a day
 * across every process (pg-boss sends each cron tick once); a run that finds nobody due does
 * nothing, and a student is erased once even if two runs meet.
 */
export function privacyJobs(app: FastifyInstance): BackgroundJob[] {
  return [
    queueJob({
      kind: 'queue',
      name: STUDENT_RETENTION_QUEUE,
      isOneWaiting: true,
      expireInSeconds: 60 * 60,
      schedule: {
        cron: DAILY_CRON,
        timeZone: async () => (await getSettings(app.db)).timezone,
      },
      handler: async () => {
        const { erased } = await applyStudentRetention(app.db, app.clock());
        if (erased > 0) await vacuumErasedTables(app.db);
      },
      onError: (error) => app.log.error({ err: error }, 'student retention failed'),
    }),
    queueJob({
      kind: 'queue',
      name: ERASURE_VACUUM_QUEUE,
      // Erasures in a row need one vacuum after the last.
      isOneWaiting: true,
      isOneActive: true,
      retries: 3,
      expireInSeconds: 60 * 60,
      handler: () => vacuumErasedTables(app.db),
      onError: (error) => app.log.error({ err: error }, 'vacuum after erasure failed'),
    }),
  ];
}
