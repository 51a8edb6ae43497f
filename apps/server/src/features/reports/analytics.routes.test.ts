import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { insertUser } from '../../../test/factories.js';
import { FIXTURE, seedReportFixture } from '../../../test/report-fixture.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, teacher } = useTestApp({ staff: { teacher: {} } });
let ids: Awaited<ReturnType<typeof seedReportFixture>>;

beforeAll(async () => {
  ids = await seedReportFixture(t.database.db);
  await insertUser(t.database.db, { role: 'teacher', isActive: false });
  await insertUser(t.database.db, { role: 'admin' });
  t.setNow(FIXTURE.today);
});

const query = new URLSearchParams(FIXTURE.range).toString();

test('stats: active students, the last 30 days’ rate summed over enrolled days, classes seen today, active teachers', async () => {
  const response = await teacher.request({ method: 'GET', url: '/api/reports/stats' });
  expect(response.statusCode).toBe(200);
  // 7 not archived (Finn is); 40 attended of 47 enrolled days; 10A, 10B, 11A, 12A checked in on
  // the 17th; one active teacher (the inactive one and the admin do not count).
  expect(response.json().data).toEqual({
    totalStudents: 7,
    averageAttendance: 85.1,
    classesToday: 4,
    activeTeachers: 1,
  });
});

test('analytics: weekday trends, bands, four weeks and the chronically absent, by hand', async () => {
  const response = await teacher.request({ method: 'GET', url: `/api/reports/analytics?${query}` });
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data.startDate).toBe('2026-09-07');
  expect(data.endDate).toBe('2026-09-18');
  expect(data.trends).toEqual([
    { day: 'Mon', rate: 83.3 }, // the 14th only (the 7th is a holiday): 5 of 6
    { day: 'Tue', rate: 91.7 }, // 11 of 12
    { day: 'Wed', rate: 75 }, // 9 of 12
    { day: 'Thu', rate: 83.3 }, // 10 of 12
    { day: 'Fri', rate: 100 }, // the 11th only (the 18th is after today): 5 of 5
    { day: 'Sat', rate: null },
    { day: 'Sun', rate: null },
  ]);
  expect(data.bands).toEqual([
    { band: 'Excellent', min: 90, max: 100, count: 3 }, // Ana, Ben, Gus
    { band: 'Good', min: 80, max: 89, count: 0 },
    { band: 'Average', min: 70, max: 79, count: 2 }, // Cara 75, Eve 75
    { band: 'Poor', min: 60, max: 69, count: 2 }, // Dan 62.5, Finn 66.7
    { band: 'Very Poor', min: 0, max: 59, count: 0 },
  ]);
  expect(data.weekly).toEqual([
    {
      week: 'Week 1',
      startDate: '2026-08-22',
      endDate: '2026-08-28',
      attendanceRate: null,
      onTimeRate: null,
    },
    {
      week: 'Week 2',
      startDate: '2026-08-29',
      endDate: '2026-09-04',
      attendanceRate: null,
      onTimeRate: null,
    },
    // 21 attended and 20 on time of 23 enrolled days; then 19 and 18 of 24.
    {
      week: 'Week 3',
      startDate: '2026-09-05',
      endDate: '2026-09-11',
      attendanceRate: 91.3,
      onTimeRate: 87,
    },
    {
      week: 'Week 4',
      startDate: '2026-09-12',
      endDate: '2026-09-18',
      attendanceRate: 79.2,
      onTimeRate: 75,
    },
  ]);
  expect(data.chronic).toEqual({
    count: 2,
    threshold: 10,
    minDays: 5,
    students: [
      {
        _id: ids.dan,
        studentId: 'FX-DAN',
        fullName: 'Dan Run',
        class: '10',
        section: 'B',
        enrolledDays: 8,
        absentDays: 3,
        rate: 62.5,
      },
      {
        _id: ids.cara,
        studentId: 'FX-CARA',
        fullName: 'Cara Chronic',
        class: '10',
        section: 'B',
        enrolledDays: 8,
        absentDays: 2,
        rate: 75,
      },
    ],
  });
});

test('analytics filtered to one class-section counts only its students', async () => {
  const response = await teacher.request({
    method: 'GET',
    url: `/api/reports/analytics?${query}&class=11&section=A`,
  });
  const data = response.json().data;
  // Eve (4 days, 3 attended) and Finn (3 days, 2 attended): Tuesday is the 8th (Finn) and the 15th (Eve).
  expect(data.trends[1]).toEqual({ day: 'Tue', rate: 100 });
  expect(data.bands.map((band: { count: number }) => band.count)).toEqual([0, 0, 1, 1, 0]);
  expect(data.chronic.count).toBe(0);
});

test('analytics defaults to the last 30 days and accepts ISO timestamps', async () => {
  const byDefault = (await teacher.request({ method: 'GET', url: '/api/reports/analytics' })).json()
    .data;
  expect([byDefault.startDate, byDefault.endDate]).toEqual(['2026-08-19', '2026-09-17']);
  const iso = await teacher.request({
    method: 'GET',
    url: `/api/reports/analytics?startDate=${encodeURIComponent('2026-09-07T04:00:00.000Z')}&endDate=${encodeURIComponent('2026-09-19T03:59:00.000Z')}`,
  });
  expect([iso.json().data.startDate, iso.json().data.endDate]).toEqual([
    '2026-09-07',
    '2026-09-18',
  ]);
});

test('a reversed, too long or malformed range is refused with the contract’s message', async () => {
  const reversed = await teacher.request({
    method: 'GET',
    url: '/api/reports/analytics?startDate=2026-09-18&endDate=2026-09-07',
  });
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().error.fields).toEqual({ endDate: COMMON_MESSAGES.dateRangeInvalid });
  const tooLong = await teacher.request({
    method: 'GET',
    url: '/api/reports/analytics?startDate=2024-01-01&endDate=2026-09-07',
  });
  expect(tooLong.json().error.fields).toEqual({ startDate: REPORT_MESSAGES.rangeTooLong });
  const malformed = await teacher.request({
    method: 'GET',
    url: '/api/reports/analytics?startDate=yesterday&class=13',
  });
  expect(malformed.statusCode).toBe(400);
  expect(Object.keys(malformed.json().error.fields).sort()).toEqual(['class', 'startDate']);
});

test('stats and analytics need a signed-in user', async () => {
  for (const url of ['/api/reports/stats', '/api/reports/analytics']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(ERROR_MESSAGES.UNAUTHENTICATED);
  }
});
