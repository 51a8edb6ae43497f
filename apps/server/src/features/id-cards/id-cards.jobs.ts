import type { FastifyInstance } from 'fastify';
import { textKey } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import type { idCardBatches } from '../../db/schema/id-cards.js';
import type { BackgroundJob } from '../../shared/jobs/background-job.js';
import { leasedJob, type LeasedJobOptions } from '../../shared/jobs/leased-job.js';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { cardsPdfOn } from './cards-pdf-drawing.js';
import { batchLease, makeBatchFile } from './id-card-batches.js';

/** Sent the batch's id when one is asked for (id-cards.routes.ts). */
export const ID_CARD_QUEUE = 'id-card-batch';
export const ID_CARD_SWEEP_QUEUE = 'id-card-batch-sweep';

export type IdCardJobOptions = {
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/** A batch's job, as the queue runs it and as the bench runs one on its own. */
export const batchJob = (
  db: Db,
  /** Read when each batch is made: a restore of another school's backup changes it (issue 40). */
  qrSecret: () => string,
  clock: () => Date,
  options: IdCardJobOptions & { onError: (error: Error) => void; drawing?: DrawingPool },
): LeasedJobOptions<typeof idCardBatches> => ({
  name: ID_CARD_QUEUE,
  sweepName: ID_CARD_SWEEP_QUEUE,
  db,
  lease: batchLease,
  pollingIntervalSeconds: options.pollingIntervalSeconds,
  work: (batch) =>
    makeBatchFile(
      db,
      qrSecret(),
      batch,
      clock(),
      options.drawing ? cardsPdfOn(options.drawing) : undefined,
    ),
  failureOf: () => ({ reason: textKey('idCards.batchFailedUnexpectedly'), isExpected: false }),
  interruptedReason: textKey('idCards.batchInterrupted'),
  onError: options.onError,
});

/** Class batches of ID cards: leased rows of `id_card_batches`, Failed after three tries. */
export function idCardsJobs(app: FastifyInstance, options: IdCardJobOptions = {}): BackgroundJob[] {
  return leasedJob(
    batchJob(app.db, () => app.qrSecret, app.clock, {
      onError: (error) => app.log.error({ err: error }, 'ID card batch failed'),
      // Drawn on a thread of its own: hundreds of cards with photos take seconds of solid work.
      drawing: app.drawing,
      ...options,
    }),
  );
}
