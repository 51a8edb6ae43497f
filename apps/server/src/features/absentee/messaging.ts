import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.js';
import { runAbsenteeCheck } from './absentee-check.service.js';
import type { Channels } from './channels.js';
import { DELIVERY_QUEUE, deliverMessage, enqueueStranded } from './delivery.service.js';

/** A message still queued this long after it was written lost its hand-over to a crash. */
const STRANDED_AFTER_SECONDS = 30;

const CUTOFF_QUEUE = 'absentee-cutoff';

export type Messaging = {
  boss: PgBoss;
  channels: Channels;
  /** Whether this process runs the schedule and sends messages. */
  isWorking: boolean;
  /** The scheduled check as the minute tick runs it; exposed so tests need not wait for it. */
  runScheduledCheck: () => ReturnType<typeof runAbsenteeCheck>;
  stop: () => Promise<void>;
};

export type MessagingOptions = {
  db: Db;
  pool: pg.Pool;
  channels: Channels;
  clock: () => Date;
  /** Off in a process that should only queue (and in tests that simulate a crash). */
  isWorking: boolean;
  retryDelaySeconds?: number;
  retryLimit?: number;
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
};

/**
 * pg-boss keeps the queue and the schedule in the same database (through the app's own pool, so
 * the embedded database needs no extra connections). A tick every minute runs the cutoff check,
 * which does its own once-a-day claim; the first tick after a restart is the catch-up.
 */
export async function startMessaging(options: MessagingOptions): Promise<Messaging> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.pool.query(text, values) },
    schema: 'pgboss',
    schedule: options.isWorking,
    supervise: options.isWorking,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const retryLimit = options.retryLimit ?? 4;
  for (const name of [DELIVERY_QUEUE, CUTOFF_QUEUE]) {
    if (await boss.getQueue(name)) continue;
    await boss.createQueue(name, {
      retryLimit,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
  }

  const runScheduledCheck = () =>
    runAbsenteeCheck(
      { db: options.db, boss, channels: options.channels, now: options.clock() },
      'schedule',
    );

  if (options.isWorking) {
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    await boss.work<{ id: string }>(DELIVERY_QUEUE, polling, async ([job]) => {
      if (!job) return;
      await deliverMessage(options.db, options.channels, job.data.id, job.retryCount >= retryLimit);
    });
    await boss.work(CUTOFF_QUEUE, polling, async () => {
      await enqueueStranded(options.db, boss, STRANDED_AFTER_SECONDS);
      await runScheduledCheck();
    });
    await boss.schedule(CUTOFF_QUEUE, '* * * * *');
    // The catch-up after a restart: messages left queued by a crash, and a cutoff missed while down.
    await enqueueStranded(options.db, boss, 0).catch((error: unknown) =>
      options.onError?.(error as Error),
    );
    await runScheduledCheck().catch((error: unknown) => options.onError?.(error as Error));
  }

  return {
    boss,
    channels: options.channels,
    isWorking: options.isWorking,
    runScheduledCheck,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
