import type { FastifyInstance } from 'fastify';
import { textKey } from '@rollcall/contract/i18n/text-key';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { leasedJob } from '../../shared/jobs/leased-job.js';
import type { MessageQueue } from '../absentee/absentee-check.service.js';
import { letterLease, makeLetterFile } from './letters.service.js';
import { lettersPdfOn } from './letters-pdf-drawing.js';
import { runScheduledNudges } from './nudges.service.js';

/** Sent the batch's id when letters are asked for (outreach.routes.ts). */
export const LETTER_QUEUE = 'letter-batch';
export const LETTER_SWEEP_QUEUE = 'letter-batch-sweep';
const NUDGE_QUEUE = 'guardian-nudge-monthly';

export type OutreachJobOptions = { pollingIntervalSeconds?: number };

/**
 * Guardian nudges and letters: letter batches (leased rows of `letter_batches`, Failed after three
 * tries), and, where guardian messaging runs, an hourly tick that sends each school's monthly
 * nudge on its day once its afternoon comes (one a day per guardian and channel, however many
 * processes).
 */
export function outreachJobs(
  app: FastifyInstance,
  messaging: MessageQueue | undefined,
  options: OutreachJobOptions = {},
): BackgroundJob[] {
  return [
    ...leasedJob({
      name: LETTER_QUEUE,
      sweepName: LETTER_SWEEP_QUEUE,
      db: app.db,
      lease: letterLease,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      // Drawn on a thread of its own, off the event loop the gate's scans are answered on.
      work: (batch) => makeLetterFile(app.db, batch, app.clock(), lettersPdfOn(app.drawing)),
      failureOf: () => ({
        reason: textKey('outreach.letterFailedUnexpectedly'),
        isExpected: false,
      }),
      interruptedReason: textKey('outreach.letterInterrupted'),
      onError: (error) => app.log.error({ err: error }, 'letters failed'),
    }),
    ...(messaging
      ? [
          queueJob({
            kind: 'queue',
            name: NUDGE_QUEUE,
            isOneWaiting: true,
            expireInSeconds: 3600,
            // Hourly: each school's nudge goes out once its own clock reaches NUDGE_HOUR.
            schedule: { cron: '0 * * * *' },
            handler: async () => {
              await runScheduledNudges(app.db, messaging, app.clock());
            },
            onError: (error) => app.log.error({ err: error }, 'monthly nudge failed'),
          }),
        ]
      : []),
  ];
}
