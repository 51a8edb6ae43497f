import type { APIRequestContext } from '@playwright/test';
import type { AttendanceCalendar } from '@rollcall/contract/students';
import { describeFindings, findViolations } from './axe';
import { expect, test } from './fixtures';
import { createStudent, openStudents, rowOf, searchFor } from './fixtures/students-data';
import { expectVisibleFocus, tabTo } from './keyboard';
import { expectNoSidewaysScroll } from './settled';

/** A calendar date as the cells' names write it in English: "Monday, November 2, 2026". */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function readCalendar(api: APIRequestContext, id: string): Promise<AttendanceCalendar> {
  const response = await api.get(`/api/students/${id}/attendance-calendar`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: AttendanceCalendar }).data;
}

test('[students] the attendance calendar opens from a student’s row, by keyboard too, and passes axe', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, {
    firstName: 'Cal',
    lastName: 'Endar',
    enrollmentDate: addDays(new Date().toISOString().slice(0, 10), -24),
  });
  // Three of the school days since the enrolment, as the server's calendar has them.
  const passed = (await readCalendar(adminApi, student._id)).days.filter(
    (day) => day.state === 'absent',
  );
  expect(passed.length).toBeGreaterThanOrEqual(3);
  const [onTime, late, absent] = passed.map((day) => day.date) as [string, string, string];
  for (const [date, status] of [
    [onTime, 'present'],
    [late, 'late'],
    [absent, 'absent'],
  ] as const) {
    const response = await adminApi.post('/api/attendance/manual', {
      data: {
        studentId: student._id,
        status,
        date,
        ...(status === 'late' ? { minutesLate: 12 } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const calendar = await readCalendar(adminApi, student._id);
  const { totals } = calendar;
  expect(totals).toMatchObject({ present: 1, late: 1, enrolledDays: passed.length });

  await login({ role: 'admin' });
  await openStudents(page);
  await searchFor(page, student.studentId);
  const open = rowOf(page, student.studentId).getByRole('button', {
    name: 'Attendance calendar for Cal Endar',
  });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Attendance calendar: Cal Endar' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');

  // Each day is named with its state; colour is not the only sign: the letters and the key.
  const cell = (date: string, state: string) =>
    dialog.getByRole('gridcell', { name: `${longDate(date)}: ${state}` });
  await expect(cell(onTime, 'Present')).toHaveText('P');
  await expect(cell(late, 'Late')).toHaveText('L');
  await expect(cell(absent, 'Absent')).toHaveText('A');
  await expect(dialog.getByRole('gridcell', { name: /: Not enrolled$/ }).first()).toHaveText('–');
  const key = dialog.getByRole('list', { name: 'Key' });
  for (const state of [
    'Present',
    'Late',
    'Absent',
    'Upcoming',
    'Not enrolled',
    'Holiday',
    'Weekend',
  ]) {
    await expect(key.getByText(state, { exact: true })).toBeVisible();
  }
  await expect(
    dialog.getByText(/present 1, late 1, absent \d+ of \d+ school days enrolled/),
  ).toHaveCount(1);
  await saveScreenshot('students-calendar');

  // One tab stop for the year, on today; the arrows walk the days and weeks.
  const today = calendar.today;
  const todayCell = dialog.locator(`[data-date="${today}"]`);
  await tabTo(page, todayCell);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator(`[data-date="${addDays(today, -1)}"]`)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.locator(`[data-date="${addDays(today, -8)}"]`)).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(dialog.locator('[data-date][tabindex="0"]')).toHaveCount(1);
  await expect(dialog.locator('[data-date][tabindex="0"]')).toBeFocused();

  const findings = await findViolations(page, 'attendance calendar', '[role="dialog"]');
  expect(findings, describeFindings(findings)).toEqual([]);

  // The same days as a table.
  await dialog.getByRole('switch', { name: 'Show as a list' }).check();
  const list = dialog.getByRole('table', {
    name: `School days and holidays of ${calendar.schoolYear.label} up to today`,
  });
  await expect(list.getByRole('row', { name: `${longDate(late)} Late` })).toBeVisible();
  const listFindings = await findViolations(page, 'attendance calendar list', '[role="dialog"]');
  expect(listFindings, describeFindings(listFindings)).toEqual([]);

  // On a phone the dialog fills the screen and the months wrap under one another.
  await dialog.getByRole('switch', { name: 'Show as a list' }).uncheck();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot('students-calendar-phone');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
