import type { Page } from '@playwright/test';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import { expect, test } from './fixtures';

const openCategory = async (page: Page, label: string) => {
  await page.getByRole('tab', { name: label }).click();
  return page.getByRole('form', { name: label });
};

test('[settings] admin saves the report configuration and sees it after a reload', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'System Settings' })).toBeVisible();
  const form = await openCategory(page, 'Report Configuration');
  await form.getByLabel('Default trend window').fill('45');
  await form.getByLabel('Chronic absence threshold').fill('12');
  await expect(page.getByRole('tab', { name: /Report Configuration.*Unsaved/ })).toBeVisible();
  await saveScreenshot('settings-reports');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Unsaved/ })).toHaveCount(0);

  await page.reload();
  const reloaded = await openCategory(page, 'Report Configuration');
  await expect(reloaded.getByLabel('Default trend window')).toHaveValue('45 days');
  await expect(reloaded.getByLabel('Chronic absence threshold')).toHaveValue('12 %');
});

test('[settings] plain student numbers at gates are off by default, state the risk, and save', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  const form = await openCategory(page, 'Security & Privacy');
  const gateSwitch = form.getByRole('switch', {
    name: 'Accept plain student numbers at gate devices',
  });
  await expect(gateSwitch).not.toBeChecked();
  await expect(form).toContainText("stops that day's absence alert to the guardian");
  await saveScreenshot('settings-security');
  await gateSwitch.check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await page.reload();
  const reloaded = await openCategory(page, 'Security & Privacy');
  const saved = reloaded.getByRole('switch', {
    name: 'Accept plain student numbers at gate devices',
  });
  await expect(saved).toBeChecked();
  // Back as it was, for the other tests of this worker's school.
  await saved.uncheck();
  await reloaded.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved).first()).toBeVisible();
});

test('[settings] a field out of range gets the contract message and nothing is saved', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  const form = await openCategory(page, 'Security & Privacy');
  await form.getByLabel('Session length').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.sessionLengthRange)).toBeVisible();
});

test('[settings] leaving with unsaved changes asks first; staying keeps them', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  const form = await openCategory(page, 'Security & Privacy');
  await form.getByLabel('Session length').fill('3');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(form.getByLabel('Session length')).toHaveValue('3 days');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('dialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[settings] a teacher sees the school information read-only', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'teacher' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'School Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await saveScreenshot('settings-teacher');
});
