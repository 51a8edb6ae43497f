import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { queueJob, type BackgroundJob, type JobRun } from './background-job.js';
import { MAX_ATTEMPTS, type Lease, type LeasedTable, type Reclaim } from './lease.js';

/**
 * A leased job names its row; `takeOver` is sent at the start of the only process, `reclaimFrom`
 * at the start of a process whose name no other live process holds (lease.ts's `Reclaim`).
 */
export type LeasedJobData = { id: string } & Reclaim;

export type LeasedJobOptions<T extends LeasedTable> = {
  /** The queue routes send the row's id to. */
  name: string;
  /** The queue of the sweep that re-queues rows whose worker died. */
  sweepName: string;
  db: Db;
  lease: Lease<T>;
  pollingIntervalSeconds?: number | undefined;
  /** Makes the row's result, writing progress on the way; returns what is set with Ready. */
  work: (row: T['$inferSelect']) => Promise<PgUpdateSetSource<T>>;
  /** The reason stored for an error, and whether it is expected (not logged). */
  failureOf: (error: unknown) => { reason: string; isExpected: boolean };
  /** The reason stored once MAX_ATTEMPTS workers died on the row. */
  interruptedReason: string;
  onError: (error: Error) => void;
};

/** One claim of the row, then its work under a heartbeat, ending Ready or Failed. */
export async function workLeasedRow<T extends LeasedTable>(
  options: LeasedJobOptions<T>,
  job: LeasedJobData,
  instanceId?: string,
): Promise<void> {
  const { db, lease, onError } = options;
  const row = await lease.claim(db, job.id, { ...job, instanceId });
  if (!row) return; // deleted, finished, or being worked by a live worker
  if ((row.attempts as number) > MAX_ATTEMPTS) {
    await lease.fail(db, job.id, options.interruptedReason);
    return;
  }
  const stopBeating = lease.keepAlive(db, job.id, onError);
  try {
    await lease.ready(db, job.id, await options.work(row));
  } catch (error) {
    const failure = options.failureOf(error);
    if (!failure.isExpected) onError(error as Error);
    await lease.fail(db, job.id, failure.reason);
  } finally {
    stopBeating();
  }
}

/**
 * A job that works rows recording their own progress (report files, ID card batches): its queue,
 * and a sweep every minute that re-queues rows whose worker died (lease.ts). At the start of the
 * only process on a database every unfinished row is taken over. Jobs run one at a time per
 * process and the claim is conditional: a duplicate does nothing.
 */
export function leasedJob<T extends LeasedTable>(options: LeasedJobOptions<T>): BackgroundJob[] {
  const { name, sweepName, db, lease, pollingIntervalSeconds = 1, onError } = options;
  const resumeStranded = async (run: JobRun, atStart: boolean) => {
    const reclaim: Reclaim = {
      ...(atStart && run.isSoleProcess ? { takeOver: true } : {}),
      ...(atStart && run.isInstanceOwned ? { reclaimFrom: run.instanceId } : {}),
    };
    for (const { id } of await lease.stranded(db, reclaim)) {
      await run.enqueue(name, { id, ...reclaim } satisfies LeasedJobData);
    }
  };
  // Failures are recorded on the row itself; a job that dies is found by the sweep.
  const common = { retries: 0, expireInSeconds: 30 * 60, pollingIntervalSeconds, onError };
  return [
    queueJob<LeasedJobData>({
      kind: 'queue',
      name,
      ...common,
      handler: (job, run) => workLeasedRow(options, job, run.instanceId),
    }),
    queueJob({
      kind: 'queue',
      name: sweepName,
      ...common,
      handler: (_data, run) => resumeStranded(run, false),
      schedule: { cron: '* * * * *' },
      atStart: { run: (run) => resumeStranded(run, true) },
    }),
  ];
}
