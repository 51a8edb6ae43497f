import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertStudent } from '../../../test/factories.js';
import { startSmsServer, startSmtpServer, waitFor } from '../../../test/messaging-peers.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { createChannels } from './channels.js';
import { startMessaging } from './messaging.js';

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

const channels = () =>
  createChannels({
    smtpUrl: smtp.url,
    mailFrom: 'school@rollcall.test',
    twilio: { accountSid: 'AC1', authToken: 't', from: '+15550000000', baseUrl: sms.baseUrl },
  });

const messaging = (clock: () => Date, isWorking: boolean) =>
  startMessaging({
    db: database.db,
    pool: database.pool,
    channels: channels(),
    clock,
    isWorking,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
  });

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
  expect(await dying.runScheduledCheck()).toMatchObject({ status: 'ran', queued: 6 });
  await dying.boss.stop({ graceful: false, close: false });
  expect(smtp.received).toHaveLength(0);

  // After the restart the queued messages go out, each once; the day's run is not repeated.
  const restarted = await messaging(monday, true);
  try {
    await waitFor(() => smtp.received.length === 3 && sms.received.length === 3);
    expect(await restarted.runScheduledCheck()).toMatchObject({ status: 'already-ran' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(3);
    expect(sms.received).toHaveLength(3);
    const { rows } = await database.pool.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from notifications group by status',
    );
    expect(rows).toEqual([{ status: 'sent', n: 6 }]);
  } finally {
    await restarted.stop();
  }
}, 60_000);

test('a message committed but never handed to the queue is sent once after a restart', async () => {
  const student = await insertStudent(database.db, {
    guardianEmail: 'stranded@family.test',
    guardianPhone: '+15552228888',
  });
  // As a process leaves it when it dies right after the commit: written, queued, no job.
  await database.pool.query(
    `insert into notifications (kind, student_id, school_date, channel, recipient, subject, body, status)
     values ('absentee', $1, '2026-11-04', 'email', 'stranded@family.test', 'Absent', 'Body', 'queued')`,
    [student.id],
  );
  const before = smtp.received.length;
  const restarted = await messaging(() => new Date('2026-11-04T08:00:00-05:00'), true);
  try {
    await waitFor(() => smtp.received.length === before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(['stranded@family.test']);
  } finally {
    await restarted.stop();
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
      expect(results.map((r) => r.status)).toEqual(['already-ran', 'already-ran']);
      const { rows } = await database.pool.query(
        "select count(*)::int as n from absentee_runs where school_date = '2026-11-03'",
      );
      expect(rows[0].n).toBe(1);
      // Nobody checked in that day: one e-mail per guardian address, not one per process.
      const withEmail = await database.pool.query<{ n: number }>(
        'select count(*)::int as n from students where guardian_email is not null',
      );
      const expected = mailsBefore + (withEmail.rows[0]?.n ?? 0);
      await waitFor(() => smtp.received.length === expected);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.length).toBe(expected);
    } finally {
      await first.stop();
      await second.stop();
    }
  },
  60_000,
);
