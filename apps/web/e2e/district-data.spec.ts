import { execFileSync } from 'node:child_process';
import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { describeFindings, findViolations } from './axe';
import { expect, test } from './fixtures';
import { districtRosterZip } from './fixtures/roster-data';
import { openRosterImport } from './fixtures/students-data';
import { runOnOwnServer } from './own-server';
import { PORT } from './test-env';

// A district's roster makes a second school: this file has a server and data of its own, beside
// the workers' (PORT + 2 + index) and the other specs' own (PORT + 1, 20, 23, 24, 25).
const DISTRICT_PORT = PORT + 31;
runOnOwnServer(DISTRICT_PORT, 'district-data');

test('[district-data] a district administrator imports every school of the export: the new school is made, the picker lists it', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const dialog = await openRosterImport(page);
  await dialog.locator('input[type="file"]').setInputFiles(districtRosterZip());
  await dialog.getByRole('button', { name: 'Import every school of the zip' }).click();

  const table = dialog.getByRole('table', {
    name: 'Schools of the zip, where each goes, and what importing it does there',
  });
  const hillside = table.getByRole('row', { name: /Hillside Middle School/ });
  await expect(hillside).toContainText('New school');
  // Nothing matches the installation's one school: the administrator sends Lakeside there.
  await expect(dialog.getByText('Importing creates 2 new schools')).toBeVisible();
  await dialog
    .getByRole('combobox', { name: 'Where Lakeside High School goes' })
    .selectOption({ label: 'Rollcall High School' });
  await expect(dialog.getByText('Importing creates 1 new school')).toBeVisible();
  const findings = await findViolations(page, 'district roster preview', '[role="dialog"]');
  expect(findings, describeFindings(findings)).toEqual([]);
  await saveScreenshot('district-roster-preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('district-roster-preview-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Import every school', exact: true }).click();
  await expect(dialog.getByText('2 schools imported')).toBeVisible();
  // The badge stays: the import made that school.
  await expect(hillside).toContainText('New school');
  await expect(table.getByRole('row', { name: /Lakeside/ })).toContainText('Rollcall High School');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /, current school$/ }),
  ).toBeVisible();
});

test('[district-data] a district report of every school: the chronic-absence-by-school PDF names both and their total', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.goto('/reports');
  await page.getByRole('button', { name: REPORT_MESSAGES.newReportButton }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await dialog.getByLabel('Report type').selectOption('chronic-absence-by-school');
  await dialog.getByRole('radio', { name: 'PDF' }).check({ force: true });
  await dialog.getByLabel('Schools', { exact: true }).selectOption('chosen');
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(dialog.getByText('Choose at least one school')).toBeVisible();
  await dialog.getByLabel('Schools', { exact: true }).selectOption('all');
  const findings = await findViolations(page, 'district report form', '[role="dialog"]');
  expect(findings, describeFindings(findings)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const row = page.getByRole('region', { name: 'Recent Reports' }).getByRole('row').nth(1);
  await expect(row).toContainText('2 schools');
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Download / }).click();
  const pdf = await (await download).path();
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Hillside Middle School');
  expect(text).toContain(REPORT_MESSAGES.allSchools);
});
