import { expect, test } from 'vitest';
import { ConfigError, keysKeptInDatabase, loadConfig } from './env.js';

test('defaults match the README', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    databaseUrl: undefined,
    databasePoolSize: 10,
    jwtSecret: undefined,
    admin: { email: 'admin@rollcall.local', password: undefined, name: 'Administrator' },
    logLevel: 'info',
  });
  expect(config.dataDir.endsWith('/data')).toBe(true);
});

test('a bad value stops start-up with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
    /DATABASE_URL: must start with postgres/,
  );
  expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  // A schema's keyed message is written out in English, not shown as its key.
  expect(() => loadConfig({ ADMIN_NAME: 'A' })).toThrow(/ADMIN_NAME: Too small: expected/);
  expect(() => loadConfig({ ADMIN_NAME: 'A' })).not.toThrow(/validation\./);
});

test('secrets are never echoed in the configuration error', () => {
  try {
    loadConfig({ JWT_SECRET: 'short-secret-value' });
    expect.unreachable();
  } catch (error) {
    expect(String(error)).toContain('JWT_SECRET');
    expect(String(error)).not.toContain('short-secret-value');
  }
});

test('the admin e-mail is lowercased', () => {
  expect(loadConfig({ ADMIN_EMAIL: 'Head@School.TEST' }).admin.email).toBe('head@school.test');
});

test('TRUST_PROXY is off by default and takes what Fastify accepts', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    'loopback',
  ]);
  for (const wrong of ['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1,']) {
    expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY: must be true, false/);
  }
});

test('REDIS_URL must be a redis:// address and is never echoed', () => {
  expect(loadConfig({}).redisUrl).toBeUndefined();
  expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
    'redis://127.0.0.1:6379',
  );
  expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache' })).toThrow(/REDIS_URL/);
  expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache' })).not.toThrow(/hunter2/);
});

test('the keys not set in the environment are named, to be warned of in production', () => {
  const key = 'k'.repeat(32);
  expect(keysKeptInDatabase(loadConfig({}))).toEqual(['JWT_SECRET', 'QR_SECRET', 'TWO_FACTOR_KEY']);
  expect(
    keysKeptInDatabase(loadConfig({ JWT_SECRET: key, QR_SECRET: key, TWO_FACTOR_KEY: key })),
  ).toEqual([]);
  expect(() => loadConfig({ QR_SECRET: 'short' })).toThrow(/QR_SECRET/);
});
