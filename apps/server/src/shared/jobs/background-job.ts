/** What a job's code may do with the job system while it runs. */
export type JobRun = {
  enqueue: (name: string, data: object) => Promise<void>;
  /** The embedded database: no other process can be working a job (see lease.ts's take-over). */
  isSoleProcess: boolean;
  /** This process's name across restarts, marked on the rows it claims (instance.ts). */
  instanceId: string | undefined;
  /** Whether the name is this process's alone: rows left Processing under it are its own dead past. */
  isInstanceOwned: boolean;
};

/** A job on a pg-boss queue, sent by a route (`app.jobs.enqueue`), another job or a schedule. */
export type QueueJob<Data extends object = object> = {
  kind: 'queue';
  /** The queue's name in pg-boss. */
  name: string;
  handler: (data: Data, run: JobRun) => Promise<void>;
  /** Jobs of this queue worked at once in one process (pg-boss's `localConcurrency`); 1 if unset. */
  concurrency?: number;
  /** How many times pg-boss runs a failed handler again; pg-boss's default if unset. */
  retries?: number;
  /** After this long pg-boss takes a running job for dead. */
  expireInSeconds: number;
  /** At most one job waiting (pg-boss's `short` policy): a stalled worker finds no pile of ticks. */
  isOneWaiting?: boolean;
  /**
   * At most one job worked at a time across every process (pg-boss's `singleton` policy; with
   * isOneWaiting, `stately`): work that must not run twice side by side, such as an e-mail round.
   */
  isOneActive?: boolean;
  /** How often a worker looks for jobs; pg-boss's default (2 s) if unset. */
  pollingIntervalSeconds?: number | undefined;
  /** A cron line; in the time zone given (read when the schedule is set) or UTC. */
  schedule?: { cron: string; timeZone?: () => Promise<string> };
  /** Run once as a working process starts (a catch-up); awaited unless `isInBackground`. */
  atStart?: { run: (run: JobRun) => Promise<unknown>; isInBackground?: boolean };
  /** Told of a failure of the handler (which pg-boss then records) or of the run at start. */
  onError: (error: Error) => void;
};

/** Work that keeps its own loop (guardian delivery drains its table), run beside the queues. */
export type WorkerJob = {
  kind: 'worker';
  name: string;
  /** Called in a working process only; `isSoleProcess` as in JobRun. */
  start: (isSoleProcess: boolean) => Promise<void>;
  /** Called in every process: the work on hand gets until the deadline. */
  stop: (deadlineMs: number) => Promise<void>;
};

/** A queue no longer used: deleted at start, with whatever jobs it still holds. */
export type RetiredQueue = { kind: 'retired'; name: string };

export type BackgroundJob = QueueJob | WorkerJob | RetiredQueue;

/** A queue job whose data has a type of its own, as the job system's list holds it. */
export const queueJob = <Data extends object>(job: QueueJob<Data>): QueueJob =>
  // The queue's jobs are sent by this job's feature only, with this shape.
  job as unknown as QueueJob;
