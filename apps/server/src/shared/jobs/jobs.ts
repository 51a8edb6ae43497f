import type { WorkOptions } from 'pg-boss';
import type { BackgroundJob, JobRun, QueueJob } from './background-job.js';
import type { JobQueue } from './job-queue.js';

/** The app's background jobs (`app.jobs`): what routes queue, and the stop at shutdown. */
export type Jobs = {
  /** Whether this process works the jobs and runs the schedules. */
  isWorking: boolean;
  /** Queues a job of a declared queue. */
  enqueue: (name: string, data: object) => Promise<void>;
  /**
   * Takes no more jobs and lets those running finish (workers get until the deadline), then
   * stops pg-boss. Called again, it returns the same stop.
   */
  stop: (deadlineMs?: number) => Promise<void>;
};

const workOptions = (job: QueueJob): WorkOptions => ({
  ...(job.pollingIntervalSeconds === undefined
    ? {}
    : { pollingIntervalSeconds: job.pollingIntervalSeconds }),
  ...(job.concurrency === undefined ? {} : { localConcurrency: job.concurrency }),
});

/**
 * Creates the declared queues (in every process, so that any can queue) and, in a working
 * process, starts their workers, schedules and start-up runs, in the order declared. The app
 * registers every feature's `*.jobs.ts` here (app.ts).
 */
export async function startJobs(queue: JobQueue, declared: BackgroundJob[]): Promise<Jobs> {
  const { boss, isWorking } = queue;
  const queues = declared.filter((job): job is QueueJob => job.kind === 'queue');
  const names = new Set(queues.map((job) => job.name));
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };
  const enqueue = async (name: string, data: object) => {
    if (!names.has(name)) throw new Error(`No job is declared for the queue ${name}`);
    await boss.send(name, data);
  };
  const run: JobRun = { enqueue, isSoleProcess: queue.isSoleProcess };

  for (const job of declared) {
    if (job.kind === 'retired') {
      if (await boss.getQueue(job.name)) await boss.deleteQueue(job.name);
      continue;
    }
    if (job.kind === 'worker') {
      if (isWorking) await job.start(queue.isSoleProcess);
      continue;
    }
    if (!(await boss.getQueue(job.name))) {
      await boss.createQueue(job.name, {
        ...(job.isOneWaiting ? { policy: 'short' } : {}),
        ...(job.retries === undefined ? {} : { retryLimit: job.retries }),
        expireInSeconds: job.expireInSeconds,
      });
    }
    if (!isWorking) continue;
    await boss.work<object>(job.name, workOptions(job), async ([item]) => {
      if (!item) return;
      await track(
        job.handler(item.data, run).catch((error: unknown) => {
          job.onError(error as Error);
          throw error;
        }),
      );
    });
    if (job.schedule) {
      const timeZone = await job.schedule.timeZone?.();
      await boss.schedule(job.name, job.schedule.cron, null, timeZone ? { tz: timeZone } : {});
    }
    if (job.atStart) {
      const first = track(
        job.atStart.run(run).catch((error: unknown) => job.onError(error as Error)),
      );
      if (!job.atStart.isInBackground) await first;
    }
  }

  let stopping: Promise<void> | undefined;
  const stop = async (deadlineMs: number) => {
    const workers = declared.flatMap((job) => (job.kind === 'worker' ? [job] : []));
    await Promise.all([
      ...workers.map((worker) => worker.stop(deadlineMs)),
      (async () => {
        if (isWorking) for (const job of queues) await boss.offWork(job.name);
        await Promise.allSettled([...running]);
      })(),
    ]);
    await boss.stop({ graceful: true, timeout: deadlineMs });
  };
  return {
    isWorking,
    enqueue,
    stop: (deadlineMs = 10_000) => (stopping ??= stop(deadlineMs)),
  };
}
