import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.js';
import { makeBatchFile, strandedBatches, type BatchJob } from './id-card-batches.js';

export const ID_CARD_QUEUE = 'id-card-batch';
const SWEEP_QUEUE = 'id-card-batch-sweep';

export type IdCardJobOptions = {
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

export type IdCardJobs = {
  enqueue: (id: string) => Promise<void>;
  /** Waits for files being made in this process, then stops taking jobs. */
  stop: () => Promise<void>;
};

/**
 * The batch queue on the app's pg-boss, run like reports' `report-file`: a job claims its batch
 * with a conditional UPDATE and keeps a heartbeat; a sweep re-queues batches whose worker died
 * (another process, or this one before a restart), and they fail after three tries.
 */
export async function startIdCardJobs(
  context: {
    db: Db;
    boss: PgBoss;
    qrSecret: string;
    isWorking: boolean;
    /** The embedded database: no other process can be making a batch at start. */
    isSoleProcess: boolean;
    clock: () => Date;
  },
  options: IdCardJobOptions = {},
): Promise<IdCardJobs> {
  const { db, boss } = context;
  const onError = options.onError ?? (() => {});
  for (const name of [ID_CARD_QUEUE, SWEEP_QUEUE]) {
    if (await boss.getQueue(name)) continue;
    await boss.createQueue(name, { retryLimit: 0, expireInSeconds: 30 * 60 });
  }
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };
  const resumeStranded = async (atStart = false) => {
    const takeOver = atStart && context.isSoleProcess;
    for (const { id } of await strandedBatches(db, takeOver)) {
      await boss.send(ID_CARD_QUEUE, takeOver ? { id, takeOver } : { id });
    }
  };

  if (context.isWorking) {
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
    await boss.work<BatchJob>(ID_CARD_QUEUE, polling, async ([job]) => {
      if (!job) return;
      await track(makeBatchFile(db, context.qrSecret, job.data, context.clock(), onError));
    });
    await boss.work(SWEEP_QUEUE, polling, () => track(resumeStranded()));
    await boss.schedule(SWEEP_QUEUE, '* * * * *');
    await resumeStranded(true).catch((error: unknown) => onError(error as Error));
  }

  return {
    enqueue: async (id) => {
      await boss.send(ID_CARD_QUEUE, { id });
    },
    stop: async () => {
      if (context.isWorking) {
        await boss.offWork(ID_CARD_QUEUE);
        await boss.offWork(SWEEP_QUEUE);
      }
      await Promise.allSettled([...running]);
    },
  };
}
