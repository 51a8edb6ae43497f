import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NO_REDIS_REASON, redisForTests } from '../test/local-services.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './db/client.js';
import { LOGIN_LIMIT_PER_IP } from './plugins/attempt-limits.js';

/**
 * Two real server processes (`node dist/server.js`, as `npm start` runs it) on one PostgreSQL
 * database, behind a stand-in for a reverse proxy: the tests send X-Forwarded-For as nginx would,
 * and the processes trust it from loopback (TRUST_PROXY).
 */
const isPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = await redisForTests();
const ADMIN = { email: 'admin@two-processes.test', password: 'Admin1pass' };

type Pair = {
  database: Database;
  servers: [ServerProcess, ServerProcess];
  close: () => Promise<void>;
};

async function startPair(extraEnv: Record<string, string>): Promise<Pair> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-two-'));
  const env = {
    DATABASE_URL: database.pool.options.connectionString ?? '',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extraEnv,
  };
  // Started together, as a process manager starts them: first-admin, secrets and queue set-up race.
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const close = async () => {
    for (const server of servers) await server.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await close();
    throw failure.reason;
  }
  return { database, servers: servers as [ServerProcess, ServerProcess], close };
}

const signIn = (server: ServerProcess, email: string, password: string, clientAddress: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ email, password }),
  });

/** Attempts spread over both processes, one after another: each must be refused with 401. */
async function failAlternately(
  pair: Pair,
  count: number,
  attempt: (index: number) => [string, string],
) {
  for (let index = 0; index < count; index += 1) {
    const [email, clientAddress] = attempt(index);
    const response = await signIn(pair.servers[index % 2]!, email, 'Wrong1pass', clientAddress);
    expect(response.status, `attempt ${index + 1}`).toBe(401);
  }
}

async function expectLimited(response: Response, maxRetryAfter: number, message?: string | RegExp) {
  expect(response.status).toBe(429);
  const body = (await response.json()) as {
    success: boolean;
    error: { code: string; message: string };
  };
  expect(body.success).toBe(false);
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.message).toMatch(message ?? /^Too many attempts/);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

/** A sign-in limit reached through both processes: the e-mail's 10 per 15 minutes. */
/** Wrong passwords for one account from one client, alternately through both processes. */
async function expectAccountLimitShared(pair: Pair) {
  const email = `shared-${randomUUID()}@two-processes.test`;
  // Fresh each run: Redis keeps the per-address count of sign-ins beyond the test's database.
  const client = `198.51.${randomInt(101, 256)}.${randomInt(1, 255)}`;
  await failAlternately(pair, 10, () => [email, client]);
  for (const server of pair.servers) {
    await expectLimited(
      await signIn(server, email, 'Wrong1pass', client),
      15 * 60,
      /^Too many attempts\. Please wait 1[45] minutes/,
    );
  }
  return { email, client };
}

describe.skipIf(!isPostgres)(
  `two server processes on one PostgreSQL${isPostgres ? '' : ' (skipped: needs PostgreSQL; the embedded database belongs to one process)'}`,
  () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair({ REDIS_URL: '' });
    });
    afterAll(() => pair?.close());

    test("one account's wrong passwords from one client are counted across both", async () => {
      const { email, client } = await expectAccountLimitShared(pair);
      const { rows } = await pair.database.pool.query<{ key: string; hits: number }>(
        `select key, hits from rate_limit_hits where key like $1 order by key`,
        [`attempts:sign-in:${email}%`],
      );
      // The refused attempts count against the address only, never the account's ceiling.
      expect(rows).toEqual([
        { key: `attempts:sign-in:${email}`, hits: 10 },
        { key: `attempts:sign-in:${email}@${client}`, hits: 12 },
      ]);
    });

    test('the per-address sign-in limit counts one client (behind the proxy) across both', async () => {
      const client = '203.0.113.7';
      await failAlternately(pair, LOGIN_LIMIT_PER_IP.max, (index) => [
        `nobody-${index}@two-processes.test`,
        client,
      ]);
      for (const server of pair.servers) {
        await expectLimited(
          await signIn(server, `nobody-x@two-processes.test`, 'Wrong1pass', client),
          60,
        );
      }
      // Another client behind the same proxy is not affected.
      const other = await signIn(pair.servers[0], ADMIN.email, ADMIN.password, '203.0.113.8');
      expect(other.status).toBe(200);
    });

    test('settings saved through one process are used by the other', async () => {
      const [first, second] = pair.servers;
      const login = await signIn(first, ADMIN.email, ADMIN.password, '192.0.2.10');
      const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
      const headers = {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      };
      const schoolNameOn = async (server: ServerProcess) => {
        const response = await fetch(`${server.url}/api/settings`, { headers });
        return ((await response.json()) as { data: { settings: Record<string, unknown> } }).data
          .settings;
      };

      // The second process reads (and keeps) the settings before the change.
      const before = await schoolNameOn(second);
      const saved = await fetch(`${first.url}/api/settings`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...before, schoolName: 'Two Process High' }),
      });
      expect(saved.status).toBe(200);

      // Far inside the fallback time limit (60 s): only the change announcement explains it.
      const deadline = Date.now() + 10_000;
      let seen = (await schoolNameOn(second)).schoolName;
      while (seen !== 'Two Process High' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = (await schoolNameOn(second)).schoolName;
      }
      expect(seen).toBe('Two Process High');
    });
  },
);

describe.skipIf(!isPostgres || !redisUrl)(
  `two server processes counting sign-ins in Redis${redisUrl ? '' : ` (${NO_REDIS_REASON})`}${isPostgres ? '' : ' (skipped: needs PostgreSQL)'}`,
  () => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair({ REDIS_URL: redisUrl ?? '' });
    });
    afterAll(() => pair?.close());

    test("one account's wrong passwords from one client are counted across both, in Redis", async () => {
      await expectAccountLimitShared(pair);
      const { rows } = await pair.database.pool.query(`select 1 from rate_limit_hits`);
      expect(rows).toHaveLength(0);
    });
  },
);
