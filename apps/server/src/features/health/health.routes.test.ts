import { expect, test } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const { t } = useTestApp({ logLevel: 'info' });

const INFO = 30;
const linesAbout = (path: string) =>
  t.logLines.filter((line) => JSON.stringify(line).includes(path) && line.level >= INFO);

test('a health check writes no log line at info, while other requests still do', async () => {
  for (let i = 0; i < 3; i += 1) {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }
  expect(linesAbout('/api/health')).toEqual([]);

  await t.app.inject({ method: 'GET', url: '/api/auth/me' });
  expect(linesAbout('/api/auth/me').length).toBeGreaterThan(0);
});
