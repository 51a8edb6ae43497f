import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertStudent } from '../../../test/factories.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 21: one attendance rate. `/reports/stats`, `/attendance/stats` and `/absentee/statistics`
 * count enrolled school days only, so two students enrolled today of whom one checked in are at
 * 50 % on all three (they said 50 %, 2.3 % and 8.3 %).
 */

let t: TestApp;
let teacher: SignedIn;
const codes: string[] = [];

// Wednesday 14 and Thursday 15 October 2026 in New York (EDT, UTC-4).
const at = (date: string, time: string) => `${date}T${time}-04:00`;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.signIn('teacher');
  for (const firstName of ['New', 'Fresh']) {
    const student = await insertStudent(t.database.db, { firstName, enrollmentDate: '2026-10-14' });
    codes.push(student.studentId);
  }
});
afterAll(async () => {
  await t.close();
});

const scan = async (qrCode: string) => {
  const response = await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode },
  });
  expect(response.statusCode, response.body).toBe(201);
};

/** The three rates as the spec's screens ask for them (spec §7). */
async function ratesAt(now: string) {
  t.setNow(now);
  const end = new Date(now);
  const iso = (hoursBack: number) => new Date(end.getTime() - hoursBack * HOUR).toISOString();
  const read = async (url: string) => {
    const response = await teacher.request({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  const [reports, stats, absentee] = await Promise.all([
    read('/api/reports/stats'),
    read(`/api/attendance/stats?startDate=${iso(720)}&endDate=${iso(0)}`),
    read(`/api/absentee/statistics?startDate=${iso(7 * 24)}&endDate=${iso(0)}`),
  ]);
  const daily = (absentee.statistics as { date: string; attendanceRate: number }[]).map(
    (day) => [day.date, day.attendanceRate] as const,
  );
  return {
    reports: reports.averageAttendance as number,
    stats: stats.overallAttendanceRate as number,
    daily: Object.fromEntries(daily),
  };
}

test('two students enrolled today, one checked in: 50 % on every endpoint', async () => {
  t.setNow(at('2026-10-14', '07:55:00'));
  await scan(codes[0] ?? '');
  const rates = await ratesAt(at('2026-10-14', '12:00:00'));
  // Days before their enrolment are no absences: today is the one day counted.
  expect(rates).toEqual({ reports: 50, stats: 50, daily: { '2026-10-14': 50 } });
});

test('the next day both check in: 3 of 4 enrolled days, and each day its own rate', async () => {
  t.setNow(at('2026-10-15', '07:55:00'));
  for (const code of codes) await scan(code);
  const rates = await ratesAt(at('2026-10-15', '12:00:00'));
  expect(rates).toEqual({
    reports: 75,
    stats: 75,
    daily: { '2026-10-14': 50, '2026-10-15': 100 },
  });
});
