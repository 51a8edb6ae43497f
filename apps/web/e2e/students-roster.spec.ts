import { expect, test } from './fixtures';
import { describeFindings, findViolations } from './axe';
import { rosterZip } from './fixtures/roster-data';
import { openRosterImport, rowOf, searchFor } from './fixtures/students-data';

test('[students-roster] a OneRoster zip is previewed student by student, imported, and again unchanged', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const dialog = await openRosterImport(page);
  await dialog.getByRole('textbox', { name: 'Section from' }).click();
  await page.getByRole('option', { name: "The homeroom's class code" }).click();
  await dialog.locator('input[type="file"]').setInputFiles(rosterZip());

  await expect(dialog.getByText('Full export of Lakeside High School')).toBeVisible();
  await expect(
    dialog.getByText("Sections: The homeroom's class code (A when it gives none)."),
  ).toBeVisible();
  await expect(dialog.getByText('4 new')).toBeVisible();
  await expect(dialog.getByText('1 skipped')).toBeVisible();
  // Its teacher becomes a staff account, counted apart (issue 42).
  const staff = dialog.getByRole('group', { name: 'Staff accounts' });
  await expect(staff).toContainText('1 new');
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row').filter({ hasText: 'users.csv:6' })).toContainText(
    'Grade "08" is not one of this school\'s classes (09 to 12)',
  );
  await expect(preview.getByRole('row').filter({ hasText: 'ROS-E2E-001' })).toContainText('9-B');
  const findings = await findViolations(page, 'OneRoster preview', '[role="dialog"]');
  expect(findings, describeFindings(findings)).toEqual([]);
  await saveScreenshot('students-roster-preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('students-roster-preview-phone');
  const phoneFindings = await findViolations(page, 'OneRoster preview (phone)', '[role="dialog"]');
  expect(phoneFindings, describeFindings(phoneFindings)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Import roster' }).click();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await expect(dialog.getByText('4 new')).toBeVisible();
  await expect(staff).toContainText('1 new');
  await saveScreenshot('students-roster-imported');
  await dialog.getByRole('button', { name: 'Import another file' }).click();

  // The same zip again: nothing to do.
  await dialog.locator('input[type="file"]').setInputFiles(rosterZip());
  await expect(dialog.getByText('5 unchanged')).toBeVisible();
  await expect(dialog.getByText('0 new')).toBeVisible();
  await expect(staff).toHaveText(/Staff accounts\s*1 unchanged/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await searchFor(page, 'ROS-E2E-00');
  await expect(page.getByRole('heading', { name: 'All Students (4)' })).toBeVisible();
  await expect(rowOf(page, 'ROS-E2E-002')).toContainText('10-C');
});
