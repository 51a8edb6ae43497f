import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  formatRate,
  REPORT_COLUMNS,
  REPORT_MESSAGES,
  type Analytics,
} from '@rollcall/contract/reports';
import { expect, test } from './fixtures';
import { createStudent, fullName, type TestStudent } from './fixtures/attendance-data';
import {
  addDays,
  deleteAllReports,
  getAnalytics,
  getStats,
  nextDownload,
  recordDay,
  schoolToday,
  weekdaysBetween,
} from './fixtures/reports-data';

/**
 * A month of real attendance in grade 12 section D, enrolled long before the range (students made
 * by other specs enrol today, so they have no school day in it): one student present every day,
 * one late every day, one never there (chronically absent).
 */
type RangeQuery = { startDate: string; endDate: string; class: string; section: string };
type School = {
  query: RangeQuery;
  present: TestStudent;
  late: TestStudent;
  absent: TestStudent;
  days: string[];
};

let school: School | undefined;

async function seedSchool(api: APIRequestContext): Promise<School> {
  if (school) return school;
  const today = schoolToday();
  const query = {
    startDate: addDays(today, -28),
    endDate: addDays(today, -1),
    class: '12',
    section: 'D',
  };
  const student = (firstName: string, lastName: string) =>
    createStudent(api, {
      firstName,
      lastName,
      class: '12',
      section: 'D',
      enrollmentDate: addDays(today, -60),
    });
  const present = await student('Mary', 'Jackson');
  const late = await student('Dorothy', 'Vaughan');
  const absent = await student('Truman', 'Absent');
  const days = weekdaysBetween(query.startDate, query.endDate);
  for (const day of days) {
    await recordDay(api, present._id, day, 'present');
    await recordDay(api, late._id, day, 'late', 12);
  }
  school = { query, present, late, absent, days };
  return school;
}

const reportsUrl = (query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `/reports${search ? `?${search}` : ''}`;
};

async function openReports(page: Page, query?: Record<string, string>) {
  await page.goto(reportsUrl(query));
  await expect(page.getByRole('heading', { level: 2, name: REPORT_MESSAGES.title })).toBeVisible();
  await expect(
    page.getByRole('group', { name: REPORT_MESSAGES.cards.totalStudents }),
  ).toBeVisible();
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label });
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Switches a chart to its table and reads each row's cells. */
async function chartTable(page: Page, title: string): Promise<string[][]> {
  const section = chart(page, title);
  await section.getByText('Table', { exact: true }).click();
  const rows = section.getByRole('row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((elements) =>
    elements
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
  );
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('[reports] the dashboard quick action leads to the screen; figures and charts are the real ones', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  test.setTimeout(90_000);
  const { query, present, late, absent, days } = await seedSchool(adminApi);
  await login({ role: 'admin' });
  await page.getByRole('link', { name: 'Generate Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 2, name: REPORT_MESSAGES.title })).toBeVisible();
  await expect(page.getByText(REPORT_MESSAGES.subtitle, { exact: true })).toBeVisible();

  // The cards: thousands separators, and one decimal with a percent sign.
  const stats = await getStats(adminApi);
  const { cards } = REPORT_MESSAGES;
  await expect(card(page, cards.totalStudents)).toContainText(
    stats.totalStudents.toLocaleString('en-US'),
  );
  await expect(card(page, cards.averageAttendance)).toContainText(
    /\d+\.\d%$/.exec(formatRate(stats.averageAttendance))?.[0] ?? 'no rate',
  );
  await expect(card(page, cards.attendanceToday)).toContainText(String(stats.classesToday));
  await expect(card(page, cards.activeTeachers)).toContainText(String(stats.activeTeachers));

  // The filters go into the URL and apply to the charts.
  await page.getByLabel('Start Date').fill(query.startDate);
  await page.getByLabel('End Date').fill(query.endDate);
  await page.getByLabel('Class').selectOption('12');
  await page.getByLabel('Section').selectOption('D');
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('startDate') === query.startDate &&
      url.searchParams.get('endDate') === query.endDate &&
      url.searchParams.get('class') === '12' &&
      url.searchParams.get('section') === 'D',
  );
  const analytics: Analytics = await getAnalytics(adminApi, query);
  expect(analytics.chronic.students.map((student) => student.studentId)).toEqual([
    absent.studentId,
  ]);
  await expect(page.getByText(/^Showing .* · Grade 12, section D$/)).toBeVisible();
  const { charts } = REPORT_MESSAGES;
  await expect(chart(page, charts.trends).getByRole('img')).toBeVisible();
  await expect(chart(page, charts.weekly).getByRole('img')).toBeVisible();
  await saveScreenshot('reports-admin');

  // Every chart also says its figures in words, one decimal. Present and late both attend: two
  // students of three on every weekday; on time (present) one of three.
  expect(await chartTable(page, charts.trends)).toEqual(
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => [
      day,
      day.startsWith('S') ? 'No school day' : '66.7%',
    ]),
  );
  const bands = await chartTable(page, charts.bands);
  expect(bands.map(([band, , count]) => [band, count])).toEqual([
    ['Excellent', '2'],
    ['Good', '0'],
    ['Average', '0'],
    ['Poor', '0'],
    ['Very Poor', '1'],
  ]);
  // The range is exactly the four weeks the chart compares.
  const weekly = await chartTable(page, charts.weekly);
  expect(weekly.map(([, attendance, onTime]) => [attendance, onTime])).toEqual(
    Array(4).fill(['66.7%', '33.3%']),
  );
  expect(analytics.weekly.map((week) => week.startDate)[0]).toBe(query.startDate);
  await saveScreenshot('reports-admin-tables');

  // The chronic absence panel: the absent student, every school day of the range.
  const panel = page.getByRole('region', { name: REPORT_MESSAGES.chronicPanel });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toContainText('1 student');
  const row = panel.getByRole('row').filter({ hasText: absent.studentId });
  await expect(row).toContainText(`${days.length} of ${days.length} days`);
  await expect(row).toContainText('0.0%');
  await expect(panel).not.toContainText(fullName(present));
  await expect(panel).not.toContainText(fullName(late));
  await saveScreenshot('reports-admin-chronic');

  // A name opens that student's attendance records for the same range.
  await row.getByRole('link', { name: fullName(absent) }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance Records' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Student' })).toHaveValue(
    `${fullName(absent)} (${absent.studentId})`,
  );
  await expect(page.getByLabel('Start Date')).toHaveValue(analytics.startDate);
  await expect(page.getByLabel('End Date')).toHaveValue(analytics.endDate);
  await expect(
    page.getByText('No attendance records found for the selected filters.'),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Class')).toHaveValue('12');
});

test('[reports] a range with nothing in it says so instead of drawing empty charts', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await openReports(page, { startDate: '2001-01-01', endDate: '2001-01-31' });
  const { charts } = REPORT_MESSAGES;
  for (const title of [charts.trends, charts.bands, charts.weekly]) {
    await expect(chart(page, title).getByRole('status')).toHaveText(REPORT_MESSAGES.noData);
  }
  await expect(page.getByText(REPORT_MESSAGES.noChronic)).toBeVisible();

  // A reversed range is refused on the spot; the charts keep the last valid answer.
  await page.getByLabel('End Date').fill('2000-12-01');
  await expect(page.getByText(COMMON_MESSAGES.dateRangeInvalid)).toBeVisible();
  await expect(chart(page, charts.trends).getByRole('status')).toHaveText(REPORT_MESSAGES.noData);
  await saveScreenshot('reports-no-data');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('[reports] the empty list, then Export Report goes from Processing to Ready and downloads', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  await deleteAllReports(adminApi);
  await login({ role: 'admin' });
  await openReports(page);
  const recent = page.getByRole('region', { name: 'Recent Reports' });
  await expect(recent.getByText(REPORT_MESSAGES.empty)).toBeVisible();
  await expect(recent.getByText(REPORT_MESSAGES.emptyHint)).toBeVisible();
  await recent.scrollIntoViewIfNeeded();
  await saveScreenshot('reports-empty');

  // Hold the list's refetches until the row has been seen Processing (the state the server
  // answered the export with); the file is made in the background meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reports?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/api/reports', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  const exported = page.waitForResponse(
    (response) => response.url().endsWith('/api/reports') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: REPORT_MESSAGES.exportButton }).click();
  const response = await exported;
  expect(response.status()).toBe(202);
  const body = (await response.request().postDataJSON()) as Record<string, string>;
  expect(body.type).toBe('attendance-log');
  expect(body.format).toBe('csv');
  // 720 hours up to now, as ISO timestamps.
  expect(Date.parse(body.endDate ?? '') - Date.parse(body.startDate ?? '')).toBe(720 * 3_600_000);

  const row = recent.getByRole('row').nth(1);
  await expect(row.getByText('Processing')).toBeVisible();
  await expect(row.getByRole('button', { name: REPORT_MESSAGES.pending })).toBeDisabled();
  await expect(row).toContainText('Just now');
  await expect(row).toContainText('Attendance Log · CSV');
  release();

  // Recent Reports looks again by itself until the report is Ready.
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  const downloadLink = row.getByRole('link', { name: /^Download / });
  await expect(downloadLink).toHaveAttribute('target', '_blank');
  await saveScreenshot('reports-ready');
  const download = nextDownload(page);
  await downloadLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attendance-log-.*\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const [header] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(header).toBe(REPORT_COLUMNS['attendance-log'].map((column) => column.header).join(','));
});

test('[reports] the error panel, and Try Again', async ({ page, login, saveScreenshot }) => {
  await login({ role: 'admin' });
  // Every stats request fails (a retry too) until the server is let through again.
  await page.route('**/api/reports/stats', (route) => route.abort('connectionrefused'));
  await page.goto('/reports');
  const panel = page.getByRole('alert').filter({ hasText: REPORT_MESSAGES.errorTitle });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Network error');
  await saveScreenshot('reports-error');
  await page.unroute('**/api/reports/stats');
  await panel.getByRole('button', { name: REPORT_MESSAGES.tryAgain }).click();
  await expect(panel).toBeHidden();
  await expect(card(page, REPORT_MESSAGES.cards.totalStudents)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Reports' })).toBeVisible();
});

test('[reports] a New report in PDF, checked before it is sent, then read back', async ({
  page,
  login,
  adminApi,
}) => {
  const { query, absent } = await seedSchool(adminApi);
  await login({ role: 'admin' });
  await openReports(page);
  await page.getByRole('button', { name: REPORT_MESSAGES.newReportButton }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await dialog.getByLabel('Report type').selectOption('chronic-absence');
  await expect(dialog.getByText('Chronically absent students, worst first')).toBeVisible();
  await dialog.getByRole('radio', { name: 'PDF' }).check({ force: true });
  await dialog.getByLabel('Start Date').fill(query.endDate);
  await dialog.getByLabel('End Date').fill(query.startDate);
  await dialog.getByLabel('Class').selectOption('12');
  await dialog.getByLabel('Section').selectOption('D');
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(dialog.getByText(COMMON_MESSAGES.dateRangeInvalid)).toBeVisible();
  await dialog.getByLabel('Start Date').fill(query.startDate);
  await dialog.getByLabel('End Date').fill(query.endDate);
  await dialog.getByRole('button', { name: 'Create report' }).click();
  // It closes once the server has queued the report.
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const recent = page.getByRole('region', { name: 'Recent Reports' });
  const row = recent.getByRole('row').nth(1);
  await expect(row).toContainText('Chronic Absence · PDF');
  await expect(row).toContainText('Grade 12 D');
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  const download = nextDownload(page);
  await row.getByRole('link', { name: /^Download / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^chronic-absence-.*\.pdf$/);
  const pdf = await file.path();
  expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain(fullName(absent));
  expect(text).toContain(absent.studentId);
});

test('[reports] a teacher sees the figures but no report files', async ({ page, login }) => {
  await login({ role: 'teacher' });
  await openReports(page);
  await expect(chart(page, REPORT_MESSAGES.charts.trends)).toBeVisible();
  await expect(page.getByRole('region', { name: REPORT_MESSAGES.chronicPanel })).toBeVisible();
  await expect(page.getByRole('button', { name: REPORT_MESSAGES.exportButton })).toHaveCount(0);
  await expect(page.getByRole('button', { name: REPORT_MESSAGES.newReportButton })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent Reports' })).toHaveCount(0);
});

test('[reports] on a phone nothing overflows; chronic students and reports are cards', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const { query, absent } = await seedSchool(adminApi);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  await openReports(page, query);
  await expect(chart(page, REPORT_MESSAGES.charts.trends).getByRole('img')).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await saveScreenshot('reports-phone');

  await chart(page, REPORT_MESSAGES.charts.bands).scrollIntoViewIfNeeded();
  expect(await fitsWidth(page)).toBe(true);
  await saveScreenshot('reports-phone-charts');

  const chronic = page.getByRole('list', { name: 'Chronically absent students' });
  const student = chronic.getByRole('listitem').filter({ hasText: absent.studentId });
  await student.scrollIntoViewIfNeeded();
  await expect(student.getByRole('link', { name: fullName(absent) })).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await saveScreenshot('reports-phone-chronic');

  const reports = page.getByRole('list', { name: 'Recent reports' });
  await reports.scrollIntoViewIfNeeded();
  await expect(reports.getByRole('listitem').first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await saveScreenshot('reports-phone-list');
});
