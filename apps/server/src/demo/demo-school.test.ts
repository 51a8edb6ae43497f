import { beforeAll, expect, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { seedDemoSchool, type DemoSchool } from './demo-school.js';

// The demo school is the first look a new user has: it must read as a school, not as one where
// every student is chronically absent (issue 38). A Friday in March, well into a school year.
const TODAY = '2026-03-20';

const { t, teacher } = useTestApp({ staff: { teacher: {} } });
let school: DemoSchool;

beforeAll(async () => {
  school = await seedDemoSchool(t.database.db, {
    today: TODAY,
    students: 200,
    seed: 11,
    idPrefix: 'DEMO',
  });
  t.setNow(`${TODAY}T15:00:00Z`);
});

async function analytics() {
  const response = await teacher.request({
    method: 'GET',
    url: `/api/reports/analytics?startDate=${school.from}&endDate=${school.to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    bands: { band: string; min: number; count: number }[];
    chronic: { count: number };
  };
}

test('the history covers every school day from the school year’s start to yesterday', () => {
  expect(school).toMatchObject({ students: 200, from: '2025-08-01', to: '2026-03-19' });
  // About 160 school days, most students present on most of them.
  expect(school.checkIns).toBeGreaterThan(200 * 150 * 0.85);
});

test('between 5 % and 20 % of the demo students are chronically absent', async () => {
  const { chronic } = await analytics();
  expect(chronic.count / 200).toBeGreaterThanOrEqual(0.05);
  expect(chronic.count / 200).toBeLessThanOrEqual(0.2);
});

test('most demo students attend 90 % of days or more', async () => {
  const { bands } = await analytics();
  const atLeast90 = bands.filter((band) => band.min >= 90).reduce((n, band) => n + band.count, 0);
  expect(atLeast90 / 200).toBeGreaterThan(0.75);
});
