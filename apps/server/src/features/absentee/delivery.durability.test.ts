import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertStudent } from '../../../test/factories.js';
import { startSmsServer, startSmtpServer, waitFor } from '../../../test/messaging-peers.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { channelsTo } from '../../../test/school-messaging.js';
import { startJobQueue } from '../../shared/jobs/job-queue.js';
import { startJobs } from '../../shared/jobs/jobs.js';
import { absenteeJobs } from './absentee.jobs.js';
import { createMessaging } from './messaging.js';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateDatabase(database.db);
  smtp = await startSmtpServer();
  sms = await startSmsServer();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
  await sms.close();
});

const channels = (smtpUrl = smtp.url, leaseSeconds = 60) =>
  channelsTo({ smtp: { url: smtpUrl }, sms }, leaseSeconds);

/** One process's guardian messaging: its own job queue, the absentee jobs on it. */
const messaging = async (
  clock: () => Date,
  isWorking: boolean,
  options: { smtpUrl?: string; leaseSeconds?: number; concurrency?: number } = {},
) => {
  const guardianMessages = createMessaging({
    db: database.db,
    channels: channels(options.smtpUrl, options.leaseSeconds),
    clock,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    ...(options.leaseSeconds ? { leaseSeconds: options.leaseSeconds } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  });
  const queue = await startJobQueue({
    pool: database.pool,
    isWorking,
    isSoleProcess: false,
    onError: () => {},
  });
  const jobs = await startJobs(queue, absenteeJobs(guardianMessages));
  return { runScheduledCheck: guardianMessages.runScheduledCheck, stop: jobs.stop };
};

/**
 * A Sunday morning: the scheduled absentee check finds no school day, so a test whose messages
 * are its own does not get the day's guardian messages beside them, whatever the hour it runs.
 */
const sunday = () => new Date('2026-11-08T10:00:00-05:00');

const statusCounts = async () =>
  (
    await database.pool.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from notifications group by status order by status',
    )
  ).rows;

const isAllSent = async () => (await statusCounts()).every((row) => row.status === 'sent');

test('a process that dies between queuing and sending loses nothing and duplicates nothing', async () => {
  for (let i = 0; i < 3; i += 1) {
    await insertStudent(database.db, {
      guardianEmail: `parent${i}@family.test`,
      guardianPhone: `+1555222000${i}`,
    });
  }
  const monday = () => new Date('2026-11-02T09:45:00-05:00');
  // This process queues but never gets to send: it stops abruptly, as a crash would.
  const dying = await messaging(monday, false);
  expect(await dying.runScheduledCheck()).toMatchObject([{ status: 'ran', queued: 6 }]);
  await dying.stop();
  expect(smtp.received).toHaveLength(0);

  // After the restart the queued messages go out, each once; the day's run is not repeated.
  const restarted = await messaging(monday, true);
  try {
    await waitFor(isAllSent);
    expect(await restarted.runScheduledCheck()).toMatchObject([{ status: 'already-ran' }]);
    expect(smtp.received).toHaveLength(3);
    expect(sms.received).toHaveLength(3);
    expect(await statusCounts()).toEqual([{ status: 'sent', n: 6 }]);
  } finally {
    await restarted.stop();
  }
}, 60_000);

test('a message committed by a process that died before waking any worker is sent once', async () => {
  const student = await insertStudent(database.db, {
    guardianEmail: 'stranded@family.test',
    guardianPhone: '+15552228888',
  });
  await database.pool.query(
    `insert into notifications (school_id, kind, student_id, school_date, channel, recipient, subject, body, status)
     values ((select id from schools), 'absentee', $1, '2026-11-04', 'email', 'stranded@family.test', 'Absent', 'Body', 'queued')`,
    [student.id],
  );
  const restarted = await messaging(() => new Date('2026-11-04T08:00:00-05:00'), true);
  try {
    await waitFor(isAllSent);
    expect(smtp.countsByRecipient().get('stranded@family.test')).toBe(1);
  } finally {
    await restarted.stop();
  }
}, 60_000);

test('messages written long ago and a provider slower than the lease renewals: each sent once by two workers', async () => {
  // The old relay reset "sending" messages by their age, so a slow reply got them sent again.
  const slow = await startSmtpServer({ replyDelayMs: 700 });
  const recipients = Array.from({ length: 40 }, (_, i) => `slow${i}@family.test`);
  for (const recipient of recipients) {
    await database.pool.query(
      `insert into notifications (school_id, kind, channel, recipient, subject, body, status, created_at)
       values ((select id from schools), 'custom', 'email', $1, 'Note', 'Body', 'queued', now() - interval '1 day')`,
      [recipient],
    );
  }
  // A 4 s lease, renewed every second: a worker claims up to 40 at once for its 5 SMTP
  // connections, so its last messages wait in its pool longer than a lease, and are still never
  // taken back by the other worker.
  const slowWorker = { smtpUrl: slow.url, leaseSeconds: 4, concurrency: 40 };
  const workers = await Promise.all([
    messaging(sunday, true, slowWorker),
    messaging(sunday, true, slowWorker),
  ]);
  try {
    await waitFor(isAllSent, 60_000);
    const counts = slow.countsByRecipient();
    expect(recipients.map((r) => counts.get(r))).toEqual(recipients.map(() => 1));
    expect(slow.received).toHaveLength(recipients.length);
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await slow.close();
  }
}, 90_000);

test('a worker stopped mid-send lets the message finish and leaves nothing sending', async () => {
  const held = await startSmtpServer({ holdReplies: true });
  await database.pool.query(
    `insert into notifications (school_id, kind, channel, recipient, subject, body, status)
     values ((select id from schools), 'custom', 'email', 'held@family.test', 'Note', 'Body', 'queued')`,
  );
  const worker = await messaging(sunday, true, { smtpUrl: held.url });
  await held.until(() => held.heldCount() === 1);
  const stopping = worker.stop(10_000);
  held.releaseHeld();
  await stopping;
  expect((await statusCounts()).map((row) => row.status)).toEqual(['sent']);
  expect(held.countsByRecipient().get('held@family.test')).toBe(1);
  await held.close();
}, 60_000);

test('a worker whose deadline passes mid-send gives the message up and queues it again', async () => {
  const held = await startSmtpServer({ holdReplies: true });
  await database.pool.query(
    `insert into notifications (school_id, kind, channel, recipient, subject, body, status)
     values ((select id from schools), 'custom', 'email', 'cut@family.test', 'Note', 'Body', 'queued')`,
  );
  const worker = await messaging(sunday, true, { smtpUrl: held.url });
  await held.until(() => held.heldCount() === 1);
  await worker.stop(0);
  const { rows } = await database.pool.query<{ status: string; attempts: number }>(
    "select status, attempts from notifications where recipient = 'cut@family.test'",
  );
  expect(rows).toEqual([{ status: 'queued', attempts: 0 }]);
  // The server answers after the client gave up: not delivered, so sending again is right.
  held.releaseHeld();
  await held.until(() => held.abandoned.length === 1);
  expect(held.received).toHaveLength(0);
  const next = await messaging(sunday, true);
  try {
    await waitFor(isAllSent);
    expect(smtp.countsByRecipient().get('cut@family.test')).toBe(1);
  } finally {
    await next.stop();
    await held.close();
  }
}, 60_000);

test.runIf(process.env.TEST_DB === 'postgres')(
  'two server processes on PostgreSQL produce one run',
  async () => {
    await insertStudent(database.db, {
      guardianEmail: 'twins@family.test',
      guardianPhone: '+15552229999',
    });
    const tuesday = () => new Date('2026-11-03T09:31:00-05:00');
    const mailsBefore = smtp.received.length;
    // Both start at once, past the cutoff: each one's start-up catch-up races the other's.
    const [first, second] = await Promise.all([messaging(tuesday, true), messaging(tuesday, true)]);
    try {
      const results = await Promise.all([first.runScheduledCheck(), second.runScheduledCheck()]);
      expect(results.flat().map((r) => r.status)).toEqual(['already-ran', 'already-ran']);
      const { rows } = await database.pool.query(
        "select count(*)::int as n from absentee_runs where school_date = '2026-11-03'",
      );
      expect(rows[0].n).toBe(1);
      // Nobody checked in that day: one e-mail per guardian address, not one per process.
      const withEmail = await database.pool.query<{ n: number }>(
        'select count(*)::int as n from students where guardian_email is not null',
      );
      await waitFor(isAllSent);
      expect(smtp.received.length).toBe(mailsBefore + (withEmail.rows[0]?.n ?? 0));
    } finally {
      await first.stop();
      await second.stop();
    }
  },
  60_000,
);
