import type { PgBoss } from 'pg-boss';

/** A job names the row it works on; `takeOver` is sent at the start of the only process. */
export type LeasedJob = { id: string; takeOver?: boolean };

export type LeasedJobs = {
  enqueue: (id: string) => Promise<void>;
  /** Re-queues rows whose worker died mid-way (each feature fails them after a few tries). */
  resumeStranded: (atStart?: boolean) => Promise<void>;
  /** Waits for work running in this process, then stops taking jobs. */
  stop: () => Promise<void>;
};

/**
 * A queue on the app's pg-boss whose jobs work on rows that record their own progress (report
 * files, ID card batches). Each row is claimed by a conditional UPDATE with a heartbeat (in the
 * feature), so a job that dies is found by a sweep every minute, and at the start of the only
 * process on a database every unfinished row is taken over. This process works the jobs only when
 * it is a worker; it can always queue them.
 */
export async function startLeasedJobs(options: {
  boss: PgBoss;
  queue: string;
  sweepQueue: string;
  isWorking: boolean;
  /** The embedded database: no other process can be working a row at start. */
  isSoleProcess: boolean;
  pollingIntervalSeconds?: number | undefined;
  onError: (error: Error) => void;
  /** Rows still unfinished whose claim is older than the lease (all of them when taking over). */
  stranded: (takeOver: boolean) => Promise<{ id: string }[]>;
  work: (job: LeasedJob) => Promise<void>;
}): Promise<LeasedJobs> {
  const { boss, queue, sweepQueue, isWorking } = options;
  for (const name of [queue, sweepQueue]) {
    if (await boss.getQueue(name)) continue;
    // Failures are recorded on the row itself; a job that dies is found by the sweep.
    await boss.createQueue(name, { retryLimit: 0, expireInSeconds: 30 * 60 });
  }

  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };

  /** Jobs run one at a time per process and the claim is conditional: a duplicate does nothing. */
  const resumeStranded = async (atStart = false) => {
    const takeOver = atStart && options.isSoleProcess;
    for (const { id } of await options.stranded(takeOver)) {
      await boss.send(queue, takeOver ? { id, takeOver } : { id });
    }
  };

  if (isWorking) {
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
    await boss.work<LeasedJob>(queue, polling, async ([job]) => {
      if (!job) return;
      await track(options.work(job.data));
    });
    await boss.work(sweepQueue, polling, () => track(resumeStranded()));
    await boss.schedule(sweepQueue, '* * * * *');
    await resumeStranded(true).catch((error: unknown) => options.onError(error as Error));
  }

  return {
    enqueue: async (id) => {
      await boss.send(queue, { id });
    },
    resumeStranded,
    stop: async () => {
      if (isWorking) {
        await boss.offWork(queue);
        await boss.offWork(sweepQueue);
      }
      await Promise.allSettled([...running]);
    },
  };
}
