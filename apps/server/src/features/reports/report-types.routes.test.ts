import { parse } from 'csv-parse/sync';
import { beforeAll, expect, test } from 'vitest';
import { REPORT_COLUMNS } from '@rollcall/contract/reports';
import { FIXTURE, FIXTURE_LOG_ROWS, seedReportFixture } from '../../../test/report-fixture.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });
let ids: Awaited<ReturnType<typeof seedReportFixture>>;

beforeAll(async () => {
  ids = await seedReportFixture(t.database.db);
  t.setNow(FIXTURE.today);
});

const rowsOf = async (type: string, extra = '') => {
  const response = await admin.request({
    method: 'GET',
    url: `/api/attendance/reports?type=${type}&startDate=${FIXTURE.range.startDate}&endDate=${FIXTURE.range.endDate}${extra}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.rows as Record<string, unknown>[];
};

const student = (key: keyof typeof ids, fullName: string, cls: string, section: string) => ({
  _id: ids[key],
  studentId: key === 'gus' ? 'FX-SUM11' : `FX-${key.toUpperCase()}`,
  fullName,
  class: cls,
  section,
});

test('daily summary: each school day’s enrolled, present, late, absent and rate', async () => {
  expect(await rowsOf('daily-summary')).toEqual([
    { date: '2026-09-08', enrolled: 6, present: 6, late: 0, absent: 0, rate: 100 },
    { date: '2026-09-09', enrolled: 6, present: 5, late: 0, absent: 1, rate: 83.3 },
    { date: '2026-09-10', enrolled: 6, present: 4, late: 1, absent: 1, rate: 83.3 },
    { date: '2026-09-11', enrolled: 5, present: 5, late: 0, absent: 0, rate: 100 },
    { date: '2026-09-14', enrolled: 6, present: 5, late: 0, absent: 1, rate: 83.3 },
    { date: '2026-09-15', enrolled: 6, present: 4, late: 1, absent: 1, rate: 83.3 },
    { date: '2026-09-16', enrolled: 6, present: 4, late: 0, absent: 2, rate: 66.7 },
    { date: '2026-09-17', enrolled: 6, present: 5, late: 0, absent: 1, rate: 83.3 },
  ]);
});

test('student summary: per student, with band and chronic flag (Hal, enrolled after the range, is not listed)', async () => {
  const figures = (enrolledDays: number, present: number, late: number, absent: number) => ({
    enrolledDays,
    present,
    late,
    absent,
  });
  expect(await rowsOf('student-summary')).toEqual([
    {
      ...student('ben', 'Ben Late', '10', 'A'),
      ...figures(8, 6, 2, 0),
      rate: 100,
      band: 'Excellent',
      chronic: false,
    },
    {
      ...student('ana', 'Ana Perfect', '10', 'A'),
      ...figures(8, 8, 0, 0),
      rate: 100,
      band: 'Excellent',
      chronic: false,
    },
    {
      ...student('cara', 'Cara Chronic', '10', 'B'),
      ...figures(8, 6, 0, 2),
      rate: 75,
      band: 'Average',
      chronic: true,
    },
    {
      ...student('dan', 'Dan Run', '10', 'B'),
      ...figures(8, 5, 0, 3),
      rate: 62.5,
      band: 'Poor',
      chronic: true,
    },
    {
      ...student('finn', 'Finn Archived', '11', 'A'),
      ...figures(3, 2, 0, 1),
      rate: 66.7,
      band: 'Poor',
      chronic: false,
    },
    {
      ...student('eve', 'Eve Midway', '11', 'A'),
      ...figures(4, 3, 0, 1),
      rate: 75,
      band: 'Average',
      chronic: false,
    },
    {
      ...student('gus', FIXTURE.formulaName, '12', 'A'),
      ...figures(8, 8, 0, 0),
      rate: 100,
      band: 'Excellent',
      chronic: false,
    },
  ]);
});

test('class summary: the same figures summed per class-section', async () => {
  expect(await rowsOf('class-summary')).toEqual([
    {
      class: '10',
      section: 'A',
      students: 2,
      enrolledDays: 16,
      present: 14,
      late: 2,
      absent: 0,
      rate: 100,
      chronicCount: 0,
    },
    {
      class: '10',
      section: 'B',
      students: 2,
      enrolledDays: 16,
      present: 11,
      late: 0,
      absent: 5,
      rate: 68.8,
      chronicCount: 2,
    },
    {
      class: '11',
      section: 'A',
      students: 2,
      enrolledDays: 7,
      present: 5,
      late: 0,
      absent: 2,
      rate: 71.4,
      chronicCount: 0,
    },
    {
      class: '12',
      section: 'A',
      students: 1,
      enrolledDays: 8,
      present: 8,
      late: 0,
      absent: 0,
      rate: 100,
      chronicCount: 0,
    },
  ]);
});

test('chronic absence: worst first, with absent days and both rates', async () => {
  expect(await rowsOf('chronic-absence')).toEqual([
    {
      ...student('dan', 'Dan Run', '10', 'B'),
      enrolledDays: 8,
      absentDays: 3,
      absentRate: 37.5,
      rate: 62.5,
    },
    {
      ...student('cara', 'Cara Chronic', '10', 'B'),
      enrolledDays: 8,
      absentDays: 2,
      absentRate: 25,
      rate: 75,
    },
  ]);
});

const rowsOfEnd = async (endDate: string) =>
  (
    await admin.request({
      method: 'GET',
      url: `/api/attendance/reports?type=consecutive-absences&startDate=${FIXTURE.range.startDate}&endDate=${endDate}`,
    })
  ).json().data.rows;

test('consecutive absences: Dan, absent the last three school days up to the end date', async () => {
  expect(await rowsOf('consecutive-absences')).toEqual([
    {
      ...student('dan', 'Dan Run', '10', 'B'),
      firstDay: '2026-09-15',
      days: 3,
      guardianName: 'Run Guardian',
      guardianPhone: '+1 555 010 2000',
    },
  ]);
  // Ending on the 14th, nobody has three in a row (Cara's absences are apart).
  expect(await rowsOfEnd('2026-09-14')).toEqual([]);
});

test('late arrivals: times late, average and longest minutes (the Saturday record does not count)', async () => {
  expect(await rowsOf('late-arrivals')).toEqual([
    {
      ...student('ben', 'Ben Late', '10', 'A'),
      timesLate: 2,
      averageMinutesLate: 18.5,
      longestMinutesLate: 25,
    },
  ]);
});

test('attendance log: one row per non-deleted record, in the §9 texts, newest first', async () => {
  const rows = await rowsOf('attendance-log');
  expect(rows).toHaveLength(FIXTURE_LOG_ROWS);
  expect(rows[0]).toMatchObject({
    date: '2026-09-17',
    time: '07:55',
    status: 'Present',
    minutesLate: 'On time',
    location: 'Main Gate',
  });
  expect(rows.find((row) => row.minutesLate === '+25 min')).toEqual({
    date: '2026-09-15',
    time: '08:25',
    studentName: 'Ben Late',
    studentId: 'FX-BEN',
    class: '10',
    section: 'A',
    status: 'Late',
    timeWindow: 'very late',
    minutesLate: '+25 min',
    location: 'Main Gate',
    checkOut: '',
  });
  expect(rows.filter((row) => row.status === 'Absent')).toHaveLength(1);
  expect(rows.filter((row) => row.date === '2026-09-12')).toHaveLength(1);
  expect((await rowsOf('attendance-log', '&class=10&section=B')).length).toBe(12);
});

test('format=csv answers with the CSV itself: a file name, the columns, neutralised formulas', async () => {
  const response = await admin.request({
    method: 'GET',
    url: `/api/attendance/reports?type=student-summary&format=csv&startDate=${FIXTURE.range.startDate}&endDate=${FIXTURE.range.endDate}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(
    'attachment; filename="student-summary-2026-09-07-to-2026-09-18.csv"',
  );
  const [header, ...records]: string[][] = parse(response.body);
  expect(header).toEqual(REPORT_COLUMNS['student-summary'].map((column) => column.header));
  expect(records).toHaveLength(7);
  expect(records.find((record) => record[0] === 'FX-DAN')).toEqual([
    'FX-DAN',
    'Dan Run',
    '10',
    'B',
    '8',
    '5',
    '0',
    '3',
    '62.5',
    'Poor',
    'Yes',
  ]);
  expect(records.find((record) => record[0] === 'FX-SUM11')?.[1]).toBe(`'${FIXTURE.formulaName}`);
});

test('immediate reports are for admins; anonymous gets 401 and a teacher 403', async () => {
  const url = '/api/attendance/reports?type=daily-summary';
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  const teacher = await t.signIn('teacher');
  const refused = await teacher.request({ method: 'GET', url });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().success).toBe(false);
  const unknown = await admin.request({
    method: 'GET',
    url: '/api/attendance/reports?type=everything',
  });
  expect(unknown.statusCode).toBe(400);
  expect(Object.keys(unknown.json().error.fields)).toEqual(['type']);
});
