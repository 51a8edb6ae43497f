import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ATTENDANCE_MESSAGES, type AttendanceRecord } from '@rollcall/contract/attendance';
import {
  ATTENDANCE_CSV_COLUMNS,
  formatMinutesLate,
  formatStatus,
  formatTimeWindow,
} from '@rollcall/contract/attendance-csv';
import { neutraliseFormula } from '@rollcall/contract/csv';
import { expect, test } from './fixtures';
import { createStudent, fullName, scanByApi, type TestStudent } from './fixtures/attendance-data';

async function openAttendance(page: Page) {
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance Records' })).toBeVisible();
  await expect(page.getByText(ATTENDANCE_MESSAGES.listLoading)).toHaveCount(0);
}

async function chooseStudent(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Student' }).click();
  await page.getByRole('option', { name: label }).click();
}

const optionLabel = (student: TestStudent) => `${fullName(student)} (${student.studentId})`;
const schoolTime = (record: AttendanceRecord) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(record.scanTime));

test('[attendance] filter by student and dates, then export the rows as CSV', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const first = await createStudent(adminApi, {
    firstName: 'Alan',
    lastName: 'Turing',
    class: '11',
    section: 'C',
  });
  const second = await createStudent(adminApi, { firstName: 'Barbara', lastName: 'Liskov' });
  const record = await scanByApi(adminApi, first.studentId);
  await scanByApi(adminApi, second.studentId);

  await login({ role: 'teacher' });
  await openAttendance(page);
  await expect(
    page.getByText('View and filter attendance logs by student and date range.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Auto-refresh' })).toBeChecked();
  await expect(page.getByText(/^Last updated: \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByLabel('Start Date')).toHaveValue(record.schoolDate);
  await expect(page.getByLabel('End Date')).toHaveValue(record.schoolDate);
  await expect(page.getByRole('textbox', { name: 'Student' })).toHaveValue('All Students');
  for (const column of [
    'Date',
    'Time',
    'Student',
    'Student ID',
    'Class',
    'Section',
    'Status',
    'Time Window',
    'Late Time',
    'Location',
    'Check-out',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: second.studentId })).toBeVisible();

  await chooseStudent(page, optionLabel(first));
  await page.getByLabel('Start Date').fill(record.schoolDate);
  await page.getByLabel('End Date').fill(record.schoolDate);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  await expect(row).toContainText(fullName(first));
  await expect(row).toContainText(first.studentId);
  await expect(row.getByRole('cell').nth(4)).toHaveText('11');
  await expect(row.getByRole('cell').nth(5)).toHaveText('C');
  await expect(row.getByRole('cell').nth(1)).toHaveText(schoolTime(record));
  await expect(row.getByRole('cell').nth(6)).toHaveText(formatStatus(record.status));
  await expect(row.getByRole('cell').nth(7)).toHaveText(formatTimeWindow(record.timeWindow));
  await expect(row.getByRole('cell').nth(8)).toHaveText(formatMinutesLate(record.minutesLate));
  await expect(row.getByRole('cell').nth(9)).toHaveText('N/A');
  await saveScreenshot('attendance-filtered');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendance-${record.schoolDate}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe(ATTENDANCE_CSV_COLUMNS.join(','));
  expect(lines).toEqual([
    [
      record.schoolDate,
      schoolTime(record),
      fullName(first),
      first.studentId,
      '11',
      'C',
      formatStatus(record.status),
      formatTimeWindow(record.timeWindow),
      neutraliseFormula(formatMinutesLate(record.minutesLate)),
      'N/A',
      // Not checked out.
      '',
    ].join(','),
  ]);

  // A range without records: the empty text, and nothing to export.
  await page.getByLabel('Start Date').fill('2001-01-01');
  await page.getByLabel('End Date').fill('2001-01-02');
  await expect(page.getByText(ATTENDANCE_MESSAGES.listEmpty)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('textbox', { name: 'Student' })).toHaveValue('All Students');
  await expect(page.getByLabel('Start Date')).toHaveValue(record.schoolDate);
  await expect(page.getByRole('row').filter({ hasText: second.studentId })).toBeVisible();
});

test('[attendance] pages of 20, the date-range error banner, and the Excel export', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  for (let index = 0; index < 21; index += 1) {
    const student = await createStudent(adminApi, {
      firstName: `Konrad${index}`,
      lastName: 'Zuse',
    });
    await scanByApi(adminApi, student.studentId);
  }
  await login({ role: 'admin' });
  await openAttendance(page);
  await expect(page.getByText(/^Showing 1 to 20 of \d+ results$/)).toBeVisible();
  const pageText = page.getByText(/^Page 1 of \d+$/);
  await expect(pageText).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('button', { name: /^Edit attendance of / }).first()).toBeVisible();
  await saveScreenshot('attendance-admin');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page.getByText(/^Showing 21 to \d+ of \d+ results$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^attendance-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const xlsx = await readFile(await download.path());
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');

  // A filter change goes back to page 1; a reversed range shows the server's refusal.
  await page.getByLabel('Start Date').fill('2030-01-02');
  await page.getByLabel('End Date').fill('2030-01-01');
  const banner = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(banner).toContainText(COMMON_MESSAGES.dateRangeInvalid);
  await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('[attendance] admin corrects a record and deletes another with a reason', async ({
  page,
  login,
  adminApi,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Edith', lastName: 'Clarke' });
  await scanByApi(adminApi, student.studentId);
  await login({ role: 'admin' });
  await openAttendance(page);
  await chooseStudent(page, optionLabel(student));
  const row = page.getByRole('row').filter({ hasText: student.studentId });
  await row.getByRole('button', { name: `Edit attendance of ${fullName(student)}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Attendance' });
  await edit.getByLabel('Status').selectOption('present');
  await edit.getByLabel('Time Window').selectOption('on_time');
  await edit.getByLabel('Minutes late').fill('0');
  await edit.getByLabel('Location').fill('Front gate');
  await edit.getByLabel('Reason for the change').fill('Bus arrived late');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(ATTENDANCE_MESSAGES.updated)).toBeVisible();
  await expect(row.getByRole('cell').nth(6)).toHaveText('Present');
  await expect(row.getByRole('cell').nth(7)).toHaveText('on time');
  await expect(row.getByRole('cell').nth(8)).toHaveText('On time');
  await expect(row.getByRole('cell').nth(9)).toHaveText('Front gate');

  await row.getByRole('button', { name: `Delete attendance of ${fullName(student)}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Attendance' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove.getByText(ATTENDANCE_MESSAGES.reasonRequired)).toBeVisible();
  await remove.getByLabel('Reason').fill('Scanned by mistake');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(ATTENDANCE_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText(ATTENDANCE_MESSAGES.listEmpty)).toBeVisible();
});
