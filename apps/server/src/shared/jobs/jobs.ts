import { asBackgroundWork } from '../../db/background-work.js';
import type { WorkOptions } from 'pg-boss';
import type { BackgroundJob, JobRun, QueueJob } from './background-job.js';
import { JOB_SCHEMA, type JobQueue } from './job-queue.js';

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
  /** Throws unless the queue is running and its tables answer (the readiness check). */
  probe: () => Promise<void>;
  /** Each declared queue's jobs waiting and running now (the metrics, read on each scrape). */
  backlog: () => Promise<QueueBacklog[]>;
};

export type QueueBacklog = {
  name: string;
  /** Jobs due to run that no worker has taken yet (a retry waiting out its delay is not due). */
  waiting: number;
  active: number;
  /** How long the longest-waiting due job has been due, in seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
};

type BacklogRow = {
  name: string;
  waiting: string;
  active: string;
  oldest_waiting_seconds: number | string | null;
};

/** One pass over the unfinished jobs (pg-boss's own index on state serves it), grouped by queue. */
const BACKLOG_SQL = `
  select name,
    count(*) filter (where state in ('created', 'retry') and start_after <= now()) as waiting,
    count(*) filter (where state = 'active') as active,
    extract(epoch from now() - min(start_after)
      filter (where state in ('created', 'retry') and start_after <= now())) as oldest_waiting_seconds
  from ${JOB_SCHEMA}.job
  where state < 'completed' and name = any($1)
  group by name`;

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
/** The pg-boss queue policy for how many of a queue's jobs may wait and run at once. */
function policyOf(job: QueueJob): { policy?: 'short' | 'singleton' | 'stately' } {
  if (job.isOneWaiting && job.isOneActive) return { policy: 'stately' };
  if (job.isOneWaiting) return { policy: 'short' };
  if (job.isOneActive) return { policy: 'singleton' };
  return {};
}

/**
 * Starts the declared jobs as background work (db/background-work.ts): the queue's polling, the
 * handlers and the delivery loop it starts use the background connections.
 */
export const startJobs = (queue: JobQueue, declared: BackgroundJob[]): Promise<Jobs> =>
  asBackgroundWork(() => startDeclaredJobs(queue, declared));

async function startDeclaredJobs(queue: JobQueue, declared: BackgroundJob[]): Promise<Jobs> {
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
  const run: JobRun = {
    enqueue,
    isSoleProcess: queue.isSoleProcess,
    instanceId: queue.instance?.id,
    isInstanceOwned: queue.instance?.isOwned === true,
  };

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
        ...policyOf(job),
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
    await queue.instance?.release();
  };
  const backlog = async (): Promise<QueueBacklog[]> => {
    const { rows } = await boss.getDb().executeSql(BACKLOG_SQL, [[...names]]);
    const byName = new Map((rows as BacklogRow[]).map((row) => [row.name, row]));
    return [...names].map((name) => {
      const row = byName.get(name);
      return {
        name,
        waiting: Number(row?.waiting ?? 0),
        active: Number(row?.active ?? 0),
        oldestWaitingSeconds: Math.max(0, Number(row?.oldest_waiting_seconds ?? 0)),
      };
    });
  };
  return {
    isWorking,
    enqueue,
    stop: (deadlineMs = 10_000) => (stopping ??= stop(deadlineMs)),
    probe: async () => {
      // A stopping queue sends and works nothing more, though its tables still answer.
      if (stopping) throw new Error('the job queue is stopped');
      await boss.schemaVersion();
    },
    backlog,
  };
}
