import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertDemoAttendance, insertDemoStudents } from '../../demo/generate-school.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('the export walks past its batch size without losing or repeating a record', async () => {
  await insertDemoStudents(t.database.db, 60);
  await insertDemoAttendance(t.database.db, {
    from: '2026-01-05',
    to: '2026-05-29',
    timezone: 'America/New_York',
    startTime: '08:00',
  });
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from attendance',
  );
  const total = rows[0]?.n ?? 0;
  expect(total).toBeGreaterThan(5000);

  const teacher = await t.signIn('teacher');
  const response = await teacher.request({
    method: 'GET',
    url: '/api/attendance/export?format=csv',
  });
  const lines = response.body.trim().split('\n').slice(1);
  expect(lines).toHaveLength(total);
  expect(new Set(lines).size).toBeGreaterThan(total * 0.99);
  // Newest first, across the batch boundary too.
  const dates = lines.map((line) => line.slice(0, 10));
  expect([...dates].sort().reverse()).toEqual(dates);
});
