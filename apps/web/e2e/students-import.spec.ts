import path from 'node:path';
import { expect, test } from './fixtures';
import { openStudents, rowOf, searchFor, STUDENT_FIXTURES } from './fixtures/students-data';

test('[students] CSV import previews a bad row, then reports created and failed rows', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await openStudents(page);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Students from CSV' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  expect((await download).suggestedFilename()).toBe('students-import-template.csv');

  await dialog
    .locator('input[type="file"]')
    .setInputFiles(path.join(STUDENT_FIXTURES, 'students-import.csv'));
  await expect(dialog.getByText('3 rows read: 2 ready, 1 with errors.')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  const badRow = preview.getByRole('row').filter({ hasText: 'IMP-E2E-003' });
  await expect(badRow).toContainText('email: Please enter a valid email address');
  await expect(badRow).toContainText('class: Class is required');
  await expect(badRow).toContainText('guardianName: Guardian name is required');

  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText('3 rows: 2 created, 1 failed.')).toBeVisible();
  const failed = dialog.getByRole('table', { name: 'Failed rows' }).getByRole('row');
  await expect(failed.filter({ hasText: 'IMP-E2E-003' })).toContainText('3');
  await expect(failed.filter({ hasText: 'IMP-E2E-003' })).toContainText(
    'Guardian name is required',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  await searchFor(page, 'IMP-E2E-00');
  await expect(page.getByRole('heading', { name: 'All Students (2)' })).toBeVisible();
  await expect(rowOf(page, 'IMP-E2E-001')).toContainText('9-B');
});
