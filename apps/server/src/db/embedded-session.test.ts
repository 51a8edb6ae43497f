import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { BACKGROUND_APPLICATION_NAME } from './background-work.js';
import { openDatabase, type Database } from './client.js';
import { SessionQueue } from './embedded-session.js';

// The embedded database is the subject here: the file runs on the embedded project only.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rollcall-session-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.pool.query('create table marks (n int not null)');
}, 60_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A bare wire-protocol client, to send an exchange in two parts as a slow network would. */
async function rawConnection(socketPath: string) {
  const socket = net.createConnection(socketPath);
  let received = Buffer.alloc(0);
  const waiters: (() => void)[] = [];
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    for (const wake of waiters.splice(0)) wake();
  });
  const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
    const length = Buffer.alloc(4);
    length.writeInt32BE(body.length + 4);
    return Buffer.concat([Buffer.from(type), length, body]);
  };
  const text = (value: string) => Buffer.from(`${value}\0`);
  const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
  /** Resolves with everything received once a message of this type has arrived. */
  const until = async (type: string) => {
    for (;;) {
      for (let at = 0; at + 5 <= received.length; at += 1 + received.readInt32BE(at + 1)) {
        if (received[at] === type.charCodeAt(0)) {
          const all = received.toString('latin1');
          received = Buffer.alloc(0);
          return all;
        }
      }
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const startup = Buffer.concat([
    Buffer.alloc(8),
    text('user'),
    text('postgres'),
    text('database'),
    text('postgres'),
    Buffer.from([0]),
  ]);
  startup.writeInt32BE(startup.length, 0);
  startup.writeInt32BE(196608, 4);
  socket.write(startup);
  await until('Z');
  return {
    parseAndBind: (sql: string) =>
      Buffer.concat([
        message('P', Buffer.concat([text(''), text(sql), int16(0)])),
        message('B', Buffer.concat([text(''), text(''), int16(0), int16(0), int16(0)])),
      ]),
    executeAndSync: () =>
      Buffer.concat([message('E', Buffer.concat([text(''), Buffer.alloc(4)])), message('S')]),
    flush: () => message('H'),
    send: (data: Buffer) => socket.write(data),
    until,
    close: () => socket.destroy(),
  };
}

describe('the embedded database shared by a pool of connections', () => {
  it('answers each of many concurrent parameterised statements with its own result', async () => {
    // Unnamed statements from different connections: each must be bound and run as it was parsed,
    // so each statement's own text shows in its answer. The long parameters arrive over the socket
    // in several pieces, leaving time for other connections' messages in between.
    const kinds = ['plain', 'doubled', 'labelled'] as const;
    const statements = {
      plain: "select $1::int as n, 'plain' as kind",
      doubled: "select $1::int * 2 as n, 'doubled' as kind",
      labelled: "select $1::int as n, 'labelled ' || length($2::text) as kind",
    };
    const asked = Array.from({ length: 300 }, (_, i) => ({ i, kind: kinds[i % 3] ?? 'plain' }));
    const answers = await Promise.all(
      asked.map(({ i, kind }) =>
        database.pool.query<{ n: number; kind: string }>(
          statements[kind],
          kind === 'labelled' ? [i, 'x'.repeat(100_000 + i)] : [i],
        ),
      ),
    );
    answers.forEach((answer, index) => {
      const { i, kind } = asked[index] ?? { i: -1, kind: 'plain' };
      expect(answer.rows[0]).toEqual(
        kind === 'plain'
          ? { n: i, kind }
          : kind === 'doubled'
            ? { n: i * 2, kind }
            : { n: i, kind: `labelled ${100_000 + i}` },
      );
    });
  });

  it('keeps one connection’s exchange whole while another’s arrives in the middle of it', async () => {
    const socketPath = path.join(String(database.pool.options.host), '.s.PGSQL.5432');
    const [first, second] = await Promise.all([
      rawConnection(socketPath),
      rawConnection(socketPath),
    ]);
    try {
      first.send(Buffer.concat([first.parseAndBind("select 'first' as who"), first.flush()]));
      await first.until('2'); // BindComplete: the first connection's portal is ready
      second.send(
        Buffer.concat([second.parseAndBind("select 'second' as who"), second.executeAndSync()]),
      );
      first.send(first.executeAndSync());
      const [firstAnswer, secondAnswer] = await Promise.all([first.until('Z'), second.until('Z')]);
      expect(firstAnswer).toContain('first');
      expect(firstAnswer).not.toContain('second');
      expect(secondAnswer).toContain('second');
    } finally {
      first.close();
      second.close();
    }
  });

  it('keeps serving after statements fail in the middle of the traffic', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        database.pool.query<{ n: number }>(
          i % 3 === 0 ? 'select 1 / ($1::int - $1::int) as n' : 'select $1::int as n',
          [i],
        ),
      ),
    );
    outcomes.forEach((outcome, i) => {
      if (i % 3 === 0) expect(outcome.status).toBe('rejected');
      else
        expect(outcome).toEqual({
          status: 'fulfilled',
          value: expect.objectContaining({ rows: [{ n: i }] }),
        });
    });
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs another connection’s statement outside an open transaction, after it ends', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into marks (n) values (1)');
      const countedMeanwhile = database.pool.query<{ count: string }>('select count(*) from marks');
      await client.query('rollback');
      expect((await countedMeanwhile).rows[0]?.count).toBe('0');
    } finally {
      client.release();
    }
  });

  it('gives the session back when a connection leaves in the middle of a transaction', async () => {
    const client = await database.pool.connect();
    await client.query('begin');
    await client.query('insert into marks (n) values (2)');
    client.release(true); // destroys the connection without committing
    const { rows } = await database.pool.query<{ count: string }>('select count(*) from marks');
    expect(rows[0]?.count).toBe('0');
  });
});

describe('the order the shared session serves connections in', () => {
  const simpleQuery = (sql: string) => {
    const body = Buffer.from(`${sql}\0`);
    const message = Buffer.concat([Buffer.from('Q'), Buffer.alloc(4), body]);
    message.writeInt32BE(body.length + 4, 1);
    return message;
  };
  const startup = (applicationName: string) => {
    const pairs = ['user', 'postgres', 'database', 'postgres', 'application_name', applicationName];
    const message = Buffer.concat([Buffer.alloc(8), ...pairs.map((p) => Buffer.from(`${p}\0`))]);
    const whole = Buffer.concat([message, Buffer.from([0])]);
    whole.writeInt32BE(whole.length, 0);
    whole.writeInt32BE(196608, 4);
    return whole;
  };

  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec('create table served (at serial primary key, who text not null)');
  });
  afterAll(() => db?.close());

  /** Connection 1 holds a transaction while the background 2 and then the request 3 queue up. */
  async function servedOrder(backgroundMaxWaitMs?: number) {
    await db.exec('truncate served');
    const queue = new SessionQueue(db, backgroundMaxWaitMs);
    const send = (connection: number, message: Buffer) =>
      queue.enqueue(connection, message, () => {});
    await send(2, startup(BACKGROUND_APPLICATION_NAME));
    await send(3, startup('rollcall'));
    await send(1, simpleQuery('begin'));
    const queued = [
      send(2, simpleQuery("insert into served (who) values ('background')")),
      send(3, simpleQuery("insert into served (who) values ('request')")),
    ];
    await send(1, simpleQuery('commit'));
    await Promise.all(queued);
    const { rows } = await db.query<{ who: string }>('select who from served order by at');
    return rows.map((row) => row.who);
  }

  it('serves a request’s exchange before a background one queued ahead of it', async () => {
    expect(await servedOrder()).toEqual(['request', 'background']);
  });

  it('serves a background exchange first once it has waited its limit', async () => {
    expect(await servedOrder(0)).toEqual(['background', 'request']);
  });
});
