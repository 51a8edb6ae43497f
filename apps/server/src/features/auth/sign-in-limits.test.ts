import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { NO_REDIS_REASON, redisForTests } from '../../../test/local-services.js';
import { insertUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { LOGIN_LIMIT_PER_IP } from '../../plugins/attempt-limits.js';

/** Sign-ins one address may try in a minute, right or wrong. */
const PER_ADDRESS = LOGIN_LIMIT_PER_IP.max;

let t: TestApp;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database, as a second process would be, trusting one proxy hop.
  behindProxy = await buildApp({
    config: { jwtSecret: undefined, logLevel: 'silent', webDistDir: '/nonexistent', trustProxy: 1 },
    database: t.database,
  });
});
afterAll(async () => {
  await behindProxy.close();
  await t.close();
});

const login = (
  app: FastifyInstance,
  email: string,
  options: { ip?: string; forwardedFor?: string; password?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: options.password ?? 'Wrong1pass' },
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });

test('the per-address limit answers 429 in the error envelope with a Retry-After that fits the window', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
    const response = await login(t.app, `limits-ip-${attempt}@school.test`, { ip: '10.9.0.1' });
    statuses.push(response.statusCode);
    if (attempt < PER_ADDRESS) continue;
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/),
      },
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }
  expect(statuses.filter((status) => status === 429)).toEqual([429]);
});

/** With the right password. */
const signIn = (email: string, password: string, ip: string) =>
  login(t.app, email, { ip, password });

test('ten wrong passwords lock the account out from that address only, with the wait in minutes', async () => {
  const teacher = await insertUser(t.database.db);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await login(t.app, teacher.email, { ip: '127.0.0.1' })).statusCode).toBe(401);
  }
  const locked = await signIn(teacher.email, teacher.password, '127.0.0.1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(
      /^Too many attempts\. Please wait 1[45] minutes and try again\.$/,
    ),
  });
  const retryAfter = Number(locked.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  // The teacher at another computer is not kept out, and signing in there leaves the lock as it is.
  expect((await signIn(teacher.email, teacher.password, '127.0.0.2')).statusCode).toBe(200);
  expect((await signIn(teacher.email, teacher.password, '127.0.0.1')).statusCode).toBe(429);
});

test('right passwords count for nothing and clear the wrong ones before them', async () => {
  const teacher = await insertUser(t.database.db);
  // Another address than the other tests': each address may try 120 sign-ins a minute in all.
  const ip = '127.0.0.3';
  // Six classroom computers in a quarter hour.
  for (let computer = 0; computer < 6; computer += 1) {
    expect((await signIn(teacher.email, teacher.password, ip)).statusCode).toBe(200);
  }
  for (let attempt = 0; attempt < 9; attempt += 1) {
    expect((await login(t.app, teacher.email, { ip })).statusCode).toBe(401);
  }
  expect((await signIn(teacher.email, teacher.password, ip)).statusCode).toBe(200);
  // Still counted, these two would have been the eleventh and twelfth.
  expect((await login(t.app, teacher.email, { ip })).statusCode).toBe(401);
  expect((await login(t.app, teacher.email, { ip })).statusCode).toBe(401);
});

test('wrong passwords spread over many addresses meet the account-wide ceiling', async () => {
  const email = 'limits-stuffed@school.test';
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const address = `10.9.7.${attempt + 1}`;
    expect((await login(t.app, email, { ip: address })).statusCode).toBe(401);
  }
  const refused = await login(t.app, email, { ip: '10.9.8.1' });
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
});

test('the current password asked again is counted too', async () => {
  const teacher = await t.signIn('teacher');
  const change = (currentPassword: string) =>
    teacher.request({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { currentPassword, newPassword: 'Another1pass' },
      remoteAddress: '127.0.0.1',
    });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await change('Wrong1pass')).statusCode).toBe(400);
  }
  expect((await change(teacher.user.password)).statusCode).toBe(429);
});

test('attempts from one address through two app instances on one database add up to one count', async () => {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const app = attempt % 2 === 0 ? t.app : behindProxy;
    const response = await login(app, 'limits-shared@school.test', { ip: '10.9.2.1' });
    expect(response.statusCode).toBe(401);
  }
  expect((await login(t.app, 'limits-shared@school.test', { ip: '10.9.2.1' })).statusCode).toBe(
    429,
  );
  expect(
    (await login(behindProxy, 'limits-shared@school.test', { ip: '10.9.2.1' })).statusCode,
  ).toBe(429);
});

test('without TRUST_PROXY, X-Forwarded-For is ignored: one address behind varied headers is limited', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
    const response = await login(t.app, `limits-xff-${attempt}@school.test`, {
      ip: '10.9.3.1',
      forwardedFor: `198.51.100.${attempt + 1}`,
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.at(-1)).toBe(429);
});

test('with TRUST_PROXY, the client address from X-Forwarded-For is what gets limited', async () => {
  // Many clients through one proxy address: each has its own count.
  for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
    const response = await login(behindProxy, `limits-proxied-${attempt}@school.test`, {
      ip: '10.9.4.1',
      forwardedFor: `198.51.100.${attempt + 1}`,
    });
    expect(response.statusCode).toBe(401);
  }
  // One client through varied proxy hops is still one client.
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
    const response = await login(behindProxy, `limits-proxied-one-${attempt}@school.test`, {
      ip: `10.9.5.${attempt + 1}`,
      forwardedFor: '203.0.113.50',
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 401)).toBe(true);
  expect(statuses[PER_ADDRESS]).toBe(429);
});

const redisUrl = await redisForTests();

describe.skipIf(!redisUrl)(`with REDIS_URL${redisUrl ? '' : ` (${NO_REDIS_REASON})`}`, () => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      apps.push(
        await buildApp({
          config: {
            jwtSecret: undefined,
            logLevel: 'silent',
            webDistDir: '/nonexistent',
            redisUrl,
          },
          database: t.database,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  test('attempts through two app instances add up to one count kept in Redis', async () => {
    // Redis outlives the test database: a fresh address per run starts from zero.
    const email = `limits-redis-${randomUUID()}@school.test`;
    // And a fresh address: the per-address count is in Redis too, shared with the other engine's run.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(apps[attempt % 2]!, email, { ip });
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(apps[1]!, email, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    // Nothing was counted in the database meanwhile.
    const { rows } = await t.database.pool.query(
      'select 1 from rate_limit_hits where key like $1',
      [`%${email}`],
    );
    expect(rows).toHaveLength(0);
  });

  test('a Redis that does not answer stops the start with a message naming REDIS_URL', async () => {
    await expect(
      buildApp({
        config: {
          jwtSecret: undefined,
          logLevel: 'silent',
          webDistDir: '/nonexistent',
          redisUrl: 'redis://127.0.0.1:1',
        },
        database: t.database,
      }),
    ).rejects.toThrow(/Redis at REDIS_URL did not answer/);
  });
});

test('a sign-in through a provider counts against the per-address limit too (issue 42)', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/${randomUUID()}/start`,
      remoteAddress: '10.9.0.42',
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.filter((status) => status === 429)).toEqual([429]);
  expect(statuses.at(-1)).toBe(429);
});
