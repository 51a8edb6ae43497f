import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { attendanceExportIn } from '@rollcall/contract/i18n/attendance-export';
import { expect, test } from './fixtures';
import { createStudent, fullName, scanByApi } from './fixtures/attendance-data';

test("[attendance] a French reader's CSV and Excel exports have French headings and words", async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Léa', lastName: 'Dupont' });
  const record = await scanByApi(adminApi, student.studentId);
  await login({ role: 'teacher', ownAccount: true });
  // The teacher's choice, saved on their account: the screen's CSV and the server's Excel follow it.
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  // The screens switch first, then the choice is saved: the page is left only once it is.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/language') && response.ok(),
  );
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await saved;
  await page.goto('/attendance');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Registre des présences' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: student.studentId })).toBeVisible();
  await saveScreenshot('attendance-fr');

  const { columns, texts } = attendanceExportIn('fr');
  const status = texts.statuses[record.status];
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  const [header, ...lines] = (await readFile(await csvDownload.path(), 'utf8'))
    .trimEnd()
    .split('\r\n');
  expect(header).toBe(columns.join(','));
  const line = lines.find((text) => text.includes(student.studentId));
  expect(line).toContain(`,${fullName(student)},${student.studentId},`);
  expect(line).toContain(`,${status},`);

  const [excelDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await excelDownload.path());
  const sheet = workbook.getWorksheet(texts.sheetName);
  expect(sheet?.getRow(1).values).toEqual([undefined, ...columns]);
  const row = sheet
    ?.getRows(2, sheet.rowCount - 1)
    ?.find((candidate) => candidate.getCell(4).value === student.studentId);
  expect(row?.getCell(3).value).toBe(fullName(student));
  expect(row?.getCell(7).value).toBe(status);
});
