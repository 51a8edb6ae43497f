import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import type { Messaging } from './messaging.js';

const CUTOFF_QUEUE = 'absentee-cutoff';

/**
 * Guardian messages' jobs. A tick every minute runs the cutoff check, which does its own
 * once-a-day claim; the run at start is the catch-up of a cutoff missed while down. Messages are
 * drained from the notifications table by the delivery worker (delivery-worker.ts), whose rows
 * carry their own lease: many short sends at once, each with its retry schedule.
 */
export function absenteeJobs(messaging: Messaging | undefined): BackgroundJob[] {
  if (!messaging) return [];
  return [
    // One job per message once lived here; the notifications table is the queue now.
    { kind: 'retired', name: 'guardian-message' },
    {
      kind: 'worker',
      name: 'guardian-delivery',
      start: (isSoleProcess) => messaging.startDelivery(isSoleProcess),
      stop: (deadlineMs) => messaging.stop(deadlineMs),
    },
    queueJob({
      kind: 'queue',
      name: CUTOFF_QUEUE,
      isOneWaiting: true,
      expireInSeconds: 120,
      schedule: { cron: '* * * * *' },
      handler: async () => {
        await messaging.runScheduledCheck();
      },
      atStart: { run: () => messaging.runScheduledCheck() },
      onError: messaging.onError,
    }),
  ];
}
