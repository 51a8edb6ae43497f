import { expect as apiExpect, type APIRequestContext } from '@playwright/test';
import { PRIVACY_MESSAGES } from '@rollcall/contract/privacy';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFocusWithin, tabTo, toast } from './keyboard';
import { ADMIN } from './test-env';

const PHONE = { width: 390, height: 844 };

// Each test walks two screens with axe at two sizes and a download: room beyond the default 60 s.
test.slow();

let counter = 0;

/** A student of class 9 C with a name of their own, so a search finds them alone. */
async function createStudent(api: APIRequestContext, firstName: string, lastName: string) {
  const studentId = `PRV-${Date.now().toString(36).toUpperCase()}-${++counter}`;
  const response = await api.post('/api/students', {
    data: {
      studentId,
      firstName,
      lastName,
      class: '9',
      section: 'C',
      guardianName: `Sam ${lastName}`,
      guardianPhone: '+15550103000',
    },
  });
  apiExpect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { student: { _id: string } } };
  return { id: body.data.student._id, studentId, name: `${firstName} ${lastName}` };
}

test('[privacy] admin exports a student’s data, and erases an archived student with the password', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const current = await createStudent(adminApi, 'Noor', 'Exportable');
  const leaving = await createStudent(adminApi, 'Ravi', 'Erasable');
  apiExpect((await adminApi.delete(`/api/students/${leaving.id}`)).status()).toBe(200);
  await login({ role: 'admin' });
  await page.goto('/students');

  // Export data on a current student's row: a zip the browser saves.
  await page.getByRole('searchbox', { name: 'Search' }).fill(current.studentId);
  const exportButton = page.getByRole('button', { name: `Export data of ${current.name}` });
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^student-${current.studentId}-.*\\.zip$`),
  );
  await expect(toast(page, /Saved student-PRV-.*\.zip/)).toBeVisible();

  // The archived students, by keyboard: their own view, then Erase and its dialog.
  await page.getByText('Archived students', { exact: true }).click();
  const archived = page.getByRole('region', { name: /^Archived Students/ });
  await expect(archived.getByRole('row').filter({ hasText: leaving.studentId })).toBeVisible();
  await expectNoViolations(page, 'archived students', 'main');
  await saveScreenshot('privacy-archived');

  const erase = archived.getByRole('button', { name: `Erase the data of ${leaving.name}` });
  await tabTo(page, erase);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Erase student data' });
  await expect(dialog).toContainText('Backups made before today still hold the data');
  await expect(dialog).toContainText('Attendance days are kept without a name');
  await expectFocusWithin(dialog);
  await expectNoViolations(page, 'erase dialog', '[role="dialog"]');
  await saveScreenshot('privacy-erase-dialog');

  const password = dialog.getByLabel('Your password');
  await tabTo(page, password);
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await password.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(toast(page, PRIVACY_MESSAGES.erased)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(archived.getByRole('row').filter({ hasText: leaving.studentId })).toHaveCount(0);

  // The same at phone size.
  await page.setViewportSize(PHONE);
  await expectNoViolations(page, 'archived students (phone)', 'main');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot('privacy-archived-phone');
});

test('[privacy] the retention setting is checked, saved, and its dry run lists who is due', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  const form = page.getByRole('form', { name: 'Security & Privacy' });
  const years = form.getByRole('textbox', { name: 'Erase archived students after' });
  await expect(years).toHaveValue('5 years');
  const preview = page.getByRole('region', { name: 'Who would be erased next' });
  await expect(preview.getByRole('status')).toHaveText(
    'Nobody is due: no archived student has passed 5 years.',
  );

  await years.fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  // The dry run follows the saved value (the save also refreshes the audit log below: slow on a
  // busy machine).
  await expect(preview.getByRole('status')).toHaveText(
    'Retention is off: archived students are kept.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('tab', { name: /Unsaved/ })).toHaveCount(0, { timeout: 30_000 });
  await expectNoViolations(page, 'security settings', 'main');
  await saveScreenshot('privacy-retention-settings');

  await years.fill('5');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(preview.getByRole('status')).toHaveText(
    'Nobody is due: no archived student has passed 5 years.',
    { timeout: 30_000 },
  );

  await page.setViewportSize(PHONE);
  await expectNoViolations(page, 'security settings (phone)', 'main');
  await saveScreenshot('privacy-retention-phone');
});
