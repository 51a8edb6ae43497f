import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.js';
import { startLeasedJobs, type LeasedJobs } from '../../shared/leased-jobs.js';
import { makeBatchFile, strandedBatches } from './id-card-batches.js';

export const ID_CARD_QUEUE = 'id-card-batch';
const SWEEP_QUEUE = 'id-card-batch-sweep';

export type IdCardJobOptions = {
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/**
 * The batch queue on the app's pg-boss, run like reports' `report-file`: a job claims its batch
 * with a conditional UPDATE and keeps a heartbeat; a sweep re-queues batches whose worker died
 * (another process, or this one before a restart), and they fail after three tries.
 */
export function startIdCardJobs(
  context: {
    db: Db;
    boss: PgBoss;
    qrSecret: string;
    isWorking: boolean;
    isSoleProcess: boolean;
    clock: () => Date;
  },
  options: IdCardJobOptions = {},
): Promise<LeasedJobs> {
  const { db } = context;
  const onError = options.onError ?? (() => {});
  return startLeasedJobs({
    ...context,
    queue: ID_CARD_QUEUE,
    sweepQueue: SWEEP_QUEUE,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    onError,
    stranded: (takeOver) => strandedBatches(db, takeOver),
    work: (job) => makeBatchFile(db, context.qrSecret, job, context.clock(), onError),
  });
}
