import { expect as apiExpect, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

let counter = 0;

/**
 * A student of class 11 D (no other spec's class: the reports spec counts 12 D's chronic absentees)
 * enrolled three weeks ago who never checked in: absent every day since.
 */
async function createLongAbsentStudent(api: APIRequestContext, firstName: string) {
  const enrollmentDate = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const studentId = `OUT-${Date.now().toString(36).toUpperCase()}-${++counter}`;
  const response = await api.post('/api/students', {
    data: {
      studentId,
      firstName,
      lastName: 'Outreach',
      class: '11',
      section: 'D',
      enrollmentDate,
      guardianName: `Pat ${firstName}`,
      guardianEmail: `${studentId.toLowerCase()}@guardians.test`,
      guardianPhone: '+15550102000',
      address: { street: '4 Oak Lane', city: 'Springfield', country: 'USA' },
    },
  });
  apiExpect(response.status(), await response.text()).toBe(201);
}

test('[outreach] admin previews the nudges, sends them, and makes letters for a class', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  await createLongAbsentStudent(adminApi, 'Rosa');
  await createLongAbsentStudent(adminApi, 'Omar');
  await login({ role: 'admin' });

  // Reached from System Settings → Interventions.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Interventions' }).click();
  await expect(page.getByLabel('Nudge SMS', { exact: true })).toBeVisible();
  await saveScreenshot('outreach-settings');
  await page.getByRole('link', { name: 'Send nudges or make letters' }).click();
  await expect(page).toHaveURL(/\/interventions\/outreach$/);

  await page.getByRole('button', { name: 'Preview who would get one' }).click();
  await expect(page.getByRole('cell', { name: 'Rosa Outreach' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Omar Outreach' })).toBeVisible();
  await saveScreenshot('outreach-preview');

  await page.getByRole('button', { name: 'Send nudges now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send nudges now' }).click();
  await expect(page.getByText(/^Nudges sent to the guardians of \d+ students$/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Class' }).click();
  await page.getByRole('option', { name: '11', exact: true }).click();
  await page.getByRole('textbox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'D', exact: true }).click();
  await page.getByRole('button', { name: 'Make letters' }).click();
  const download = page.getByRole('link', { name: 'Download the letters (PDF)' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2 of 2 letters')).toBeVisible();
  const href = await download.getAttribute('href');
  const file = await adminApi.get(href ?? '');
  expect(file.headers()['content-type']).toBe('application/pdf');
  await saveScreenshot('outreach-letters');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Preview who would get one' }).click();
  await saveScreenshot('outreach-mobile');
});
