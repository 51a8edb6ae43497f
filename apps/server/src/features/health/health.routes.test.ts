import { expect, test } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/test-app.js';
import { createMessaging } from '../absentee/messaging.js';

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

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

test('readiness: 200 when the database answers (an app without background jobs says so)', async () => {
  const response = await ready();
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({ database: 'ok', jobQueue: 'none', offsiteBackup: 'off' });
  expect(linesAbout('/api/health/ready')).toEqual([]);
});

test('readiness: the job queue answers, then 503 naming it once it has stopped', async () => {
  const withQueue = await createTestApp({
    messaging: (clock, database) => createMessaging({ db: database.db, clock, channels: {} }),
  });
  try {
    expect((await ready(withQueue.app)).json().data).toEqual({
      database: 'ok',
      jobQueue: 'ok',
      offsiteBackup: 'off',
    });
    await withQueue.app.jobs?.stop();
    const response = await ready(withQueue.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: a part the server needs does not answer.',
        fields: { jobQueue: 'The job queue does not answer.' },
      },
    });
  } finally {
    await withQueue.close();
  }
});

test('readiness: 503 naming the database once it is gone, whose queries fail at once', async () => {
  const gone = await createTestApp();
  try {
    await gone.database.close();
    const response = await ready(gone.app);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      fields: { database: 'The database does not answer.' },
    });
  } finally {
    await gone.app.close();
  }
});
