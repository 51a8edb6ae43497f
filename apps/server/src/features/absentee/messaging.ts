import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import type { JobQueue } from '../../shared/job-queue.js';
import { runAbsenteeCheck } from './absentee-check.service.js';
import type { Channels } from './channels.js';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker.js';

const CUTOFF_QUEUE = 'absentee-cutoff';
/** One job per message once lived here; the notifications table is the queue now. */
const RETIRED_DELIVERY_QUEUE = 'guardian-message';

/** Longer than any provider call (channels' timeout is derived from it). */
export const DEFAULT_LEASE_SECONDS = 60;

/** `isWorking`: whether this process runs the schedule and sends messages. */
export type Messaging = JobQueue & {
  channels: Channels;
  /** Messages were queued: the workers look at once rather than at their next poll. */
  wakeDelivery: () => void;
  /** The scheduled check as the minute tick runs it; exposed so tests need not wait for it. */
  runScheduledCheck: () => ReturnType<typeof runAbsenteeCheck>;
  /** Sends still on the wire get until the deadline to finish; then the queue's connections close. */
  stop: (deadlineMs?: number) => Promise<void>;
};

export type MessagingOptions = {
  db: Db;
  pool: pg.Pool;
  channels: Channels;
  clock: () => Date;
  /** Off in a process that should only queue (and in tests that simulate a crash). */
  isWorking: boolean;
  /** Whether no other process can be using this database (the embedded one). */
  isSoleProcess: boolean;
  retryDelaySeconds?: number;
  retryLimit?: number;
  pollingIntervalSeconds?: number;
  leaseSeconds?: number;
  concurrency?: number;
  onError?: (error: Error) => void;
};

/**
 * pg-boss keeps the schedule in the same database (through the app's own pool, so the embedded
 * database needs no extra connections): a tick every minute runs the cutoff check, which does its
 * own once-a-day claim; the first tick after a restart is the catch-up. Messages themselves are
 * drained from the notifications table by the delivery worker (see delivery-worker.ts).
 */
async function startBoss(options: MessagingOptions, onError: (error: Error) => void) {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => options.pool.query(text, values) },
      schema: 'pgboss',
      schedule: options.isWorking,
      supervise: options.isWorking,
    });
    boss.on('error', onError);
    try {
      await boss.start();
      return boss;
    } catch (error) {
      // Two processes starting together on a new database both create pg-boss's schema, and
      // the second one's CREATE SCHEMA IF NOT EXISTS can still collide: the schema is there now.
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function startMessaging(options: MessagingOptions): Promise<Messaging> {
  const onError = (error: Error) => options.onError?.(error);
  const boss = await startBoss(options, onError);
  if (await boss.getQueue(RETIRED_DELIVERY_QUEUE)) await boss.deleteQueue(RETIRED_DELIVERY_QUEUE);
  if (!(await boss.getQueue(CUTOFF_QUEUE))) {
    // One tick waiting is enough: a stalled worker must not find a pile of them.
    await boss.createQueue(CUTOFF_QUEUE, { policy: 'short', expireInSeconds: 120 });
  }

  let worker: DeliveryWorker | undefined;
  const messaging: Messaging = {
    boss,
    channels: options.channels,
    isWorking: options.isWorking,
    wakeDelivery: () => worker?.wake(),
    runScheduledCheck: () => runAbsenteeCheck(options.db, messaging, options.clock(), 'schedule'),
    stop: async (deadlineMs = 10_000) => {
      await worker?.stop(deadlineMs);
      await boss.stop({ graceful: true, timeout: deadlineMs });
      options.channels.email?.close?.();
      options.channels.sms?.close?.();
    },
  };

  if (options.isWorking) {
    worker = await startDeliveryWorker({
      db: options.db,
      channels: options.channels,
      concurrency: options.concurrency ?? 10,
      pollingIntervalMs: (options.pollingIntervalSeconds ?? 1) * 1000,
      leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
      retryLimit: options.retryLimit ?? 4,
      retryDelaySeconds: options.retryDelaySeconds ?? 30,
      isSoleProcess: options.isSoleProcess,
      onError,
    });
    await boss.work(CUTOFF_QUEUE, async () => {
      await messaging.runScheduledCheck();
    });
    await boss.schedule(CUTOFF_QUEUE, '* * * * *');
    // The catch-up after a restart: a cutoff missed while down.
    await messaging.runScheduledCheck().catch((error: unknown) => onError(error as Error));
  }
  return messaging;
}
