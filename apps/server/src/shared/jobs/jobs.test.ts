import { afterAll, beforeAll, expect, test } from 'vitest';
import { waitFor } from '../../../test/messaging-peers.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { isBackgroundWork } from '../../db/background-work.js';
import type { Database } from '../../db/client.js';
import { queueJob, type BackgroundJob } from './background-job.js';
import { startJobQueue } from './job-queue.js';
import { startJobs } from './jobs.js';

/** The runner every feature's `*.jobs.ts` goes through, with jobs that only say what they saw. */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const processWith = async (isWorking: boolean, declared: BackgroundJob[]) =>
  startJobs(
    await startJobQueue({
      pool: database.pool,
      isWorking,
      isSoleProcess: false,
      onError: () => {},
    }),
    declared,
  );

test('a queued job is worked as background work by a working process, whichever process queued it', async () => {
  const seen: object[] = [];
  const job = queueJob<{ n: number }>({
    kind: 'queue',
    name: 'jobs-test-echo',
    expireInSeconds: 60,
    pollingIntervalSeconds: 0.5,
    handler: async (data) => {
      seen.push({ ...data, isBackgroundWork: isBackgroundWork() });
    },
    onError: () => {},
  });
  const queuing = await processWith(false, [job]);
  const working = await processWith(true, [job]);
  try {
    expect(queuing.isWorking).toBe(false);
    await queuing.enqueue('jobs-test-echo', { n: 1 });
    await waitFor(() => seen.length === 1);
    // A job's statements take the background connections, which the embedded session serves
    // after requests' statements.
    expect(seen).toEqual([{ n: 1, isBackgroundWork: true }]);
    await expect(queuing.enqueue('jobs-test-undeclared', {})).rejects.toThrow(/No job is declared/);
  } finally {
    await queuing.stop();
    await working.stop();
  }
});

test('workers and start-up runs start in a working process only; a failure is told, and stop is once', async () => {
  const events: string[] = [];
  const declared = (name: string): BackgroundJob[] => [
    {
      kind: 'worker',
      name: `${name}-worker`,
      start: async () => {
        events.push(`${name} worker started`);
      },
      stop: async () => {
        events.push(`${name} worker stopped`);
      },
    },
    queueJob({
      kind: 'queue',
      name: 'jobs-test-tick',
      isOneWaiting: true,
      expireInSeconds: 60,
      handler: async () => {},
      atStart: {
        run: () => Promise.reject(new Error(`${name} catch-up failed`)),
      },
      onError: (error) => events.push(error.message),
    }),
  ];
  const idle = await processWith(false, declared('idle'));
  const busy = await processWith(true, declared('busy'));
  await Promise.all([idle.stop(), idle.stop(), busy.stop()]);
  expect(events).toEqual([
    'busy worker started',
    'busy catch-up failed',
    'idle worker stopped',
    'busy worker stopped',
  ]);
});

test("a queue's backlog: jobs waiting, running, and how long the oldest has waited", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const job = queueJob({
    kind: 'queue',
    name: 'jobs-test-backlog',
    expireInSeconds: 60,
    pollingIntervalSeconds: 0.5,
    handler: () => held,
    onError: () => {},
  });
  const queuing = await processWith(false, [job]);
  try {
    expect(await queuing.backlog()).toEqual([
      { name: 'jobs-test-backlog', waiting: 0, active: 0, oldestWaitingSeconds: 0 },
    ]);
    await queuing.enqueue('jobs-test-backlog', {});
    await queuing.enqueue('jobs-test-backlog', {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [waiting] = await queuing.backlog();
    expect(waiting).toMatchObject({ waiting: 2, active: 0 });
    expect(waiting?.oldestWaitingSeconds).toBeGreaterThanOrEqual(0.25);

    // A worker takes one (one at a time), which leaves one waiting.
    const working = await processWith(true, [job]);
    try {
      await waitFor(async () => (await queuing.backlog())[0]?.active === 1);
      expect((await queuing.backlog())[0]).toMatchObject({ waiting: 1, active: 1 });
    } finally {
      release();
      await working.stop();
    }
  } finally {
    await queuing.stop();
  }
});

test('a one-at-a-time queue works one job across two working processes, and keeps one waiting', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let running = 0;
  let mostAtOnce = 0;
  let worked = 0;
  const job = queueJob({
    kind: 'queue',
    name: 'jobs-test-one-active',
    isOneWaiting: true,
    isOneActive: true,
    expireInSeconds: 60,
    pollingIntervalSeconds: 0.5,
    handler: async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await held;
      running -= 1;
      worked += 1;
    },
    onError: () => {},
  });
  const first = await processWith(true, [job]);
  const second = await processWith(true, [job]);
  try {
    await first.enqueue('jobs-test-one-active', {});
    await waitFor(async () => (await first.backlog())[0]?.active === 1);
    // While one is worked: one more may wait, and a third asked for is dropped.
    await second.enqueue('jobs-test-one-active', {});
    await first.enqueue('jobs-test-one-active', {});
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await first.backlog())[0]).toMatchObject({ waiting: 1, active: 1 });
    release();
    await waitFor(() => worked === 2);
    expect(mostAtOnce).toBe(1);
  } finally {
    release();
    await first.stop();
    await second.stop();
  }
});

test('the probe answers while the queue runs, and refuses once it is stopped', async () => {
  const jobs = await processWith(false, []);
  await expect(jobs.probe()).resolves.toBeUndefined();
  await jobs.stop();
  await expect(jobs.probe()).rejects.toThrow(/stopped/);
});
