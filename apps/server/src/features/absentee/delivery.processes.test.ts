import { afterEach, beforeEach, expect, test } from 'vitest';
import { startSmtpServer } from '../../../test/messaging-peers.js';
import {
  createProcessDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../../test/server-process.js';

/**
 * Real server processes (build first), killed and stopped mid-send, counting the e-mails each
 * guardian receives from a real SMTP server.
 */

let database: Awaited<ReturnType<typeof createProcessDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const running = new Set<ServerProcess>();

beforeEach(async () => {
  database = await createProcessDatabase();
});
afterEach(async () => {
  for (const server of running) {
    server.signal('SIGKILL');
    await server.exited;
  }
  running.clear();
  try {
    await smtp?.close();
  } finally {
    await database.drop();
  }
});

const recipients = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}@family.test`);

/** Guardian e-mails written long ago and not yet sent, as a cutoff check leaves them. */
async function queueEmails(addresses: string[]) {
  const db = await database.open();
  try {
    for (const address of addresses) {
      await db.pool.query(
        `insert into notifications (school_id, kind, channel, recipient, subject, body, status, created_at)
         values ((select id from schools), 'custom', 'email', $1, 'Absent today', 'Body', 'queued', now() - interval '1 day')`,
        [address],
      );
    }
  } finally {
    await db.close();
  }
}

async function statuses() {
  const db = await database.open();
  try {
    const { rows } = await db.pool.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from notifications group by status order by status',
    );
    return rows;
  } finally {
    await db.close();
  }
}

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess({
    ...database.env,
    SMTP_URL: smtp.url,
    DELIVERY_LEASE_SECONDS: '4',
    ...env,
  });
  running.add(server);
  return server;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  server.signal(signal);
  const exit = await server.exited;
  running.delete(server);
  return exit;
}

const each = (addresses: string[]) => addresses.map(() => 1);

test('a process killed (-9) mid-send: the restarted one sends every message, none twice', async () => {
  smtp = await startSmtpServer({ holdReplies: true });
  const addresses = recipients(8, 'killed');
  await queueEmails(addresses);
  const dying = await start();
  // Several messages are on the wire, their acceptance not yet given, when the process dies.
  await smtp.until(() => smtp.heldCount() >= 3);
  expect(await stop(dying, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  // The provider answers after the client vanished: it delivers nothing of those. Counted once
  // every connection is gone: until the kill, more messages could still arrive and be held.
  await smtp.until(() => smtp.connectionCount() === 0);
  const onTheWire = smtp.heldCount();
  smtp.setHolding(false);
  smtp.releaseHeld();
  await smtp.until(() => smtp.abandoned.length === onTheWire);
  expect(smtp.received).toHaveLength(0);

  // The next process takes the dead one's claims back (at once on the embedded database, after
  // the 4 s lease on PostgreSQL) and sends each message once.
  const restarted = await start();
  await smtp.until(() => smtp.received.length === addresses.length);
  expect(await stop(restarted, 'SIGTERM')).toEqual({ code: 0, signal: null });
  const counts = smtp.countsByRecipient();
  expect(addresses.map((a) => counts.get(a))).toEqual(each(addresses));
  expect(await statuses()).toEqual([{ status: 'sent', n: addresses.length }]);
}, 240_000);

test('SIGTERM mid-send: the message on the wire finishes, nothing is left sending, nothing is sent twice', async () => {
  smtp = await startSmtpServer({ holdReplies: true });
  const addresses = recipients(12, 'stopped');
  await queueEmails(addresses);
  const first = await start();
  await smtp.until(() => smtp.heldCount() >= 3);
  const stopping = stop(first, 'SIGTERM');
  // The provider answers during the grace period: what was on the wire is recorded as sent.
  smtp.setHolding(false);
  smtp.releaseHeld();
  expect(await stopping).toEqual({ code: 0, signal: null });
  expect(first.output()).not.toContain('Cannot use a pool');
  const afterStop = await statuses();
  expect(afterStop.map((row) => row.status)).not.toContain('sending');
  const sentByFirst = smtp.received.length;
  expect(sentByFirst).toBeGreaterThan(0);
  expect(afterStop.find((row) => row.status === 'sent')?.n).toBe(sentByFirst);

  const second = await start();
  await smtp.until(() => smtp.received.length === addresses.length);
  expect(await stop(second, 'SIGTERM')).toEqual({ code: 0, signal: null });
  const counts = smtp.countsByRecipient();
  expect(addresses.map((a) => counts.get(a))).toEqual(each(addresses));
}, 240_000);

test.runIf(process.env.TEST_DB === 'postgres')(
  'two processes on one PostgreSQL and a slow SMTP server: every guardian gets one e-mail',
  async () => {
    // Each reply takes a second, a quarter of the lease; the messages are a day old, which the
    // old relay took for stuck and sent again while their first send was still waiting.
    smtp = await startSmtpServer({ replyDelayMs: 1000 });
    const addresses = recipients(40, 'twoprocs');
    await queueEmails(addresses);
    const [a, b] = await Promise.all([start(), start()]);
    await smtp.until(() => smtp.received.length >= addresses.length);
    await Promise.all([stop(a, 'SIGTERM'), stop(b, 'SIGTERM')]);
    const counts = smtp.countsByRecipient();
    expect(addresses.map((address) => counts.get(address))).toEqual(each(addresses));
    expect(smtp.received).toHaveLength(addresses.length);
    expect(await statuses()).toEqual([{ status: 'sent', n: addresses.length }]);
  },
  120_000,
);
