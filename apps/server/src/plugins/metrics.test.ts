import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { notifications } from '../db/schema/notifications.js';
import { createMessaging } from '../features/absentee/messaging.js';
import { ROLL_UP_QUEUE } from '../features/reports/reports.jobs.js';
import { insertStudent } from '../../test/factories.js';
import { createTestApp, useTestApp } from '../../test/test-app.js';
import { FIRST_SCHOOL_ID } from '../shared/school-staff.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const { t, admin, teacher } = useTestApp({
  config: { metricsToken: TOKEN },
  logLevel: 'info',
  staff: { admin: {}, teacher: {} },
});

const scrape = (authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The sample of a metric with exactly these labels, or undefined when it is not exposed. */
const sampleOf = (body: string, series: string) => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

// Monday 14 September 2026, before the start time in New York (EDT, UTC-4).
const MORNING = '2026-09-14T07:55:00-04:00';

test('without METRICS_TOKEN there is no /metrics: a JSON 404, never the web app', async () => {
  const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-web-'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Rollcall</title>');
  const app = await buildApp({
    config: { jwtSecret: 'x'.repeat(40), logLevel: 'silent', webDistDir },
    database: t.database,
  });
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    // The web app's own pages still fall back to it.
    expect((await app.inject({ method: 'GET', url: '/students' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await rm(webDistDir, { recursive: true, force: true });
  }
});

test('a missing or wrong bearer token is 401 and shows no figure', async () => {
  for (const authorization of ['', TOKEN, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`]) {
    const response = await scrape(authorization);
    expect(response.statusCode, authorization).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.body).not.toContain('rollcall_');
  }
});

test('scrapes write no log line at info, and no line anywhere holds the token', async () => {
  expect((await scrape()).statusCode).toBe(200);
  expect((await scrape('Bearer wrong-token')).statusCode).toBe(401);
  await t.app.inject({ method: 'GET', url: '/api/auth/me' });
  const INFO = 30;
  const about = (path: string) =>
    t.logLines.filter((line) => JSON.stringify(line).includes(path) && line.level >= INFO);
  // Other requests are still logged, so silence here is the route's own doing.
  expect(about('/api/auth/me').length).toBeGreaterThan(0);
  expect(about('/metrics')).toEqual([]);
  expect(JSON.stringify(t.logLines)).not.toContain(TOKEN);
});

test('the right token gets the Prometheus text format with the process and pool figures', async () => {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  for (const name of [
    'nodejs_eventloop_lag_seconds',
    'nodejs_eventloop_lag_p99_seconds',
    'process_resident_memory_bytes',
  ]) {
    expect(response.body).toContain(`\n${name} `);
  }
  expect(sampleOf(response.body, 'rollcall_db_pool_max_connections')).toBeGreaterThan(0);
  expect(sampleOf(response.body, 'rollcall_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
  expect(sampleOf(response.body, 'rollcall_db_pool_waiting')).toBe(0);
});

test('scans are counted by source and outcome', async () => {
  const before = (await scrape()).body;
  const series = (source: string, outcome: string) =>
    `rollcall_scans_total{source="${source}",outcome="${outcome}"}`;
  expect(sampleOf(before, series('staff', 'checked-in'))).toBe(0);
  const student = await insertStudent(t.database.db);
  const qrCode = (
    await admin.request({ method: 'GET', url: `/api/students/${student.id}/qr` })
  ).json().data.qrCodeData as string;
  t.setNow(MORNING);
  const scan = (code: string) =>
    teacher.request({ method: 'POST', url: '/api/attendance/scan', payload: { qrCode: code } });
  expect((await scan(qrCode)).statusCode).toBe(201);
  expect((await scan(qrCode)).statusCode).toBe(409);
  expect((await scan('NO-SUCH-STUDENT')).statusCode).toBe(404);
  const atGate = await teacher.request({
    method: 'POST',
    url: '/api/gate/scan',
    payload: { code: qrCode, clientScanId: randomUUID() },
  });
  expect(atGate.statusCode).toBe(200);

  const after = (await scrape()).body;
  expect(sampleOf(after, series('staff', 'checked-in'))).toBe(1);
  expect(sampleOf(after, series('staff', 'already-checked-in'))).toBe(1);
  expect(sampleOf(after, series('staff', 'unknown-code'))).toBe(1);
  expect(sampleOf(after, series('gate', 'already-checked-in'))).toBe(1);
  expect(sampleOf(after, series('gate', 'checked-in'))).toBe(0);
  t.setNow(undefined);
});

test('requests are labelled by their route pattern, never by the URL with its ids', async () => {
  const student = await insertStudent(t.database.db);
  const url = `/api/students/${student.id}`;
  const response = await admin.request({ method: 'GET', url: `${url}?name=Ada` });
  expect(response.statusCode).toBe(200);
  await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${student.id}` });

  const body = (await scrape()).body;
  expect(body).not.toContain(student.id);
  expect(body).not.toContain('Ada');
  const series = (route: string, status: number) =>
    `rollcall_http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`;
  expect(sampleOf(body, series('/api/students/:id', 200))).toBe(1);
  expect(sampleOf(body, series('unmatched', 404))).toBeGreaterThanOrEqual(1);
  expect(body).toContain(
    'rollcall_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/students/:id",status="200"}',
  );
});

test('guardian messages are counted by channel and state from the delivery table', async () => {
  const message = {
    schoolId: FIRST_SCHOOL_ID,
    kind: 'test' as const,
    recipient: 'parent@example.com',
    body: 'Hello',
  };
  await t.database.db.insert(notifications).values([
    { ...message, channel: 'email', status: 'sent' },
    { ...message, channel: 'email', status: 'sent' },
    { ...message, channel: 'sms', status: 'failed', recipient: '+15550100' },
  ]);
  const body = (await scrape()).body;
  const series = (channel: string, state: string) =>
    `rollcall_guardian_messages{channel="${channel}",state="${state}"}`;
  expect(sampleOf(body, series('email', 'sent'))).toBe(2);
  expect(sampleOf(body, series('sms', 'failed'))).toBe(1);
  expect(sampleOf(body, series('sms', 'queued'))).toBe(0);
  expect(body).not.toContain('parent@example.com');
});

test('the job queue shows each declared queue, read when scraped', async () => {
  const withQueue = await createTestApp({
    config: { metricsToken: TOKEN },
    messaging: (clock, database) => createMessaging({ db: database.db, clock, channels: {} }),
  });
  try {
    const response = await withQueue.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const queue = `{queue="${ROLL_UP_QUEUE}"}`;
    expect(sampleOf(response.body, `rollcall_job_queue_waiting${queue}`)).toBeGreaterThanOrEqual(0);
    expect(sampleOf(response.body, `rollcall_job_queue_active${queue}`)).toBeGreaterThanOrEqual(0);
    expect(
      sampleOf(response.body, `rollcall_job_queue_oldest_waiting_seconds${queue}`),
    ).toBeGreaterThanOrEqual(0);
  } finally {
    await withQueue.close();
  }
  // The app without a job queue has none to show.
  expect((await scrape()).body).not.toContain('rollcall_job_queue_waiting{');
});
