import type { FastifyInstance } from 'fastify';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { runScheduledEvaluations } from './case-evaluation.service.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import { DIGEST_QUEUE, isDigestDue, sendDailyDigest } from './case-digest.js';

export const INTERVENTIONS_QUEUE = 'interventions-daily';

type DigestJob = { schoolId: string; date: string };

/**
 * Each school's evaluation of its day: a tick every minute, which does nothing for a school before
 * its absentee cutoff or once its day's run is claimed (intervention_runs). Once a school's day
 * has run, and while its staff digest is due and there is an e-mail provider, the tick asks for
 * the digest: a job of its own queue, one waiting and one worked at a time across processes,
 * tried again by the queue when a send fails. The run at start catches up a day missed while down.
 */
export function interventionsJobs(
  app: FastifyInstance,
  email: StaffMail | undefined,
): BackgroundJob[] {
  const tick = async (run: { enqueue: (name: string, data: DigestJob) => Promise<void> }) => {
    for (const outcome of await runScheduledEvaluations(app.db, app.clock())) {
      const hasRun = outcome.status === 'ran' || outcome.status === 'already-ran';
      if (email && hasRun && (await isDigestDue(app.db, outcome.schoolId, outcome.date))) {
        await run.enqueue(DIGEST_QUEUE, { schoolId: outcome.schoolId, date: outcome.date });
      }
    }
  };
  return [
    queueJob({
      kind: 'queue',
      name: INTERVENTIONS_QUEUE,
      isOneWaiting: true,
      expireInSeconds: 600,
      schedule: { cron: '* * * * *' },
      handler: (_data, run) => tick(run),
      atStart: { run: tick },
      onError: (error) => app.log.error({ err: error }, 'attendance case evaluation failed'),
    }),
    ...(email
      ? [
          queueJob<DigestJob>({
            kind: 'queue',
            name: DIGEST_QUEUE,
            isOneWaiting: true,
            isOneActive: true,
            retries: 3,
            expireInSeconds: 600,
            handler: async ({ schoolId, date }) => {
              await sendDailyDigest(app.db, email, schoolId, date);
            },
            onError: (error) => app.log.error({ err: error }, 'staff digest failed'),
          }),
        ]
      : []),
  ];
}
