import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

test('defaults match the README', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    host: '0.0.0.0',
    databaseUrl: undefined,
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
