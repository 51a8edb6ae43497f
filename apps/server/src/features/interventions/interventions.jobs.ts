import type { FastifyInstance } from 'fastify';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { runScheduledEvaluation } from './case-evaluation.service.js';
import { sendDailyDigest, type StaffMail } from './case-digest.js';

export const INTERVENTIONS_QUEUE = 'interventions-daily';

/**
 * The school day's evaluation: a tick every minute, which does nothing before the absentee cutoff
 * or once the day's run is claimed (intervention_runs), then the staff digest of the cases opened
 * that day when there is an e-mail provider. The run at start catches up a day missed while down.
 */
export function interventionsJobs(
  app: FastifyInstance,
  email: StaffMail | undefined,
): BackgroundJob[] {
  const tick = async () => {
    const now = app.clock();
    const outcome = await runScheduledEvaluation(app.db, now);
    if (email && outcome.status !== 'not-a-school-day' && outcome.status !== 'before-cutoff') {
      await sendDailyDigest(app.db, email, now, outcome.date);
    }
  };
  return [
    queueJob({
      kind: 'queue',
      name: INTERVENTIONS_QUEUE,
      isOneWaiting: true,
      expireInSeconds: 600,
      schedule: { cron: '* * * * *' },
      handler: tick,
      atStart: { run: tick },
      onError: (error) => app.log.error({ err: error }, 'attendance case evaluation failed'),
    }),
  ];
}
