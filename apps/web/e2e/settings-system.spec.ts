import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { expect, screenshotPath, test } from './fixtures';
import { createStudent, openStudents, rowOf, searchFor } from './fixtures/students-data';
import { OWN_SERVER_URL, startOwnServer } from './own-server';
import { ADMIN } from './test-env';

// This file resets and restores the school: it has a server and data of its own.
test.use({ baseURL: OWN_SERVER_URL });
test.describe.configure({ mode: 'serial' });

let ownServer: Awaited<ReturnType<typeof startOwnServer>>;

// A server of its own starts beside the workers' on a busy machine.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  ownServer = await startOwnServer();
});
test.afterAll(async () => {
  await ownServer?.stop();
});

async function openCategory(page: Page, label: string) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: label }).click();
}

test('[settings-system] Clear Cache tells what it dropped; Import Data opens the students import', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await openCategory(page, 'System Maintenance');
  await page.getByRole('button', { name: 'Clear Cache' }).click();
  await expect(page.getByText(/Cache cleared\. School settings/)).toBeVisible();
  await saveScreenshot('settings-system-maintenance');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('settings-system-maintenance-phone');

  await page.getByRole('link', { name: 'Import Data' }).click();
  await expect(page.getByRole('dialog', { name: 'Import Students from CSV' })).toBeVisible();
});

test('[settings-system] Reset System with a wrong school name is refused and erases nothing', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Rita', lastName: 'Remains' });
  await login({ role: 'admin' });
  await openCategory(page, 'System Maintenance');
  await page.getByRole('button', { name: 'Reset System…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset System' });
  await expect(dialog).toContainText('Users, their passwords, all settings');
  await dialog.getByLabel('School name').fill('Not Our School');
  await dialog.getByLabel('Your password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Erase students and records' }).click();
  await expect(dialog.getByText(SYSTEM_MESSAGES.schoolNameMismatch)).toBeVisible();
  await saveScreenshot('settings-system-reset-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await openStudents(page);
  await searchFor(page, student.studentId);
  await expect(rowOf(page, student.studentId)).toContainText('Rita Remains');
});

test('[settings-system] maintenance on: a teacher is told on sign-in and signed-in ones wait; then off', async ({
  page,
  browser,
  login,
  createUser,
  saveScreenshot,
}) => {
  // Three browsers, two of them opening a dashboard first: more than a test's minute when busy.
  test.setTimeout(120_000);
  const arrivingTeacher = await createUser();
  const teacherContext = await browser.newContext({ baseURL: OWN_SERVER_URL });
  const teacherPage = await teacherContext.newPage();
  await login({ role: 'teacher', page: teacherPage });
  await expect(teacherPage.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();

  await login({ role: 'admin' });
  await openCategory(page, 'System Maintenance');
  const form = page.getByRole('form', { name: 'Maintenance mode' });
  await form.getByRole('switch', { name: 'Maintenance mode' }).check({ force: true });
  await form.getByLabel('Message shown to everyone else').fill('Back at noon: we are restoring.');
  await form.getByRole('button', { name: 'Save maintenance mode' }).click();
  await expect(page.getByText(SYSTEM_MESSAGES.maintenanceOn)).toBeVisible();

  // A teacher already signed in gets the maintenance screen instead of failing pages.
  await teacherPage.reload();
  await expect(teacherPage.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
  await expect(teacherPage.getByText('Back at noon: we are restoring.')).toBeVisible();
  await teacherPage.screenshot({ path: screenshotPath('maintenance-screen-teacher') });

  // A teacher arriving sees the notice, and signing in gives the message readably.
  const arriving = await browser.newPage({ baseURL: OWN_SERVER_URL });
  await arriving.goto('/login');
  const notice = arriving.getByRole('status').filter({ hasText: 'Down for maintenance' });
  await expect(notice).toContainText('Back at noon: we are restoring.');
  await arriving.getByLabel('Email address').fill(arrivingTeacher.email);
  await arriving
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(arrivingTeacher.password);
  await arriving.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(arriving.getByRole('alert')).toHaveText(SYSTEM_MESSAGES.maintenanceOn);
  await arriving.screenshot({ path: screenshotPath('login-maintenance') });
  await arriving.setViewportSize({ width: 390, height: 844 });
  await arriving.screenshot({ path: screenshotPath('login-maintenance-phone') });
  await arriving.close();

  await form.getByRole('switch', { name: 'Maintenance mode' }).uncheck({ force: true });
  await form.getByRole('button', { name: 'Save maintenance mode' }).click();
  await expect(page.getByText(SYSTEM_MESSAGES.maintenanceOff)).toBeVisible();
  await saveScreenshot('settings-system-maintenance-off');

  await teacherPage.getByRole('button', { name: 'Try again' }).click();
  await expect(teacherPage.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  await teacherContext.close();
});

test('[settings-system] a downloaded backup restored with the password brings the old data back', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  const kept = await createStudent(adminApi, { firstName: 'Bianca', lastName: 'Backup' });
  // A session of its own, in the page: the restore ends it and the API client's.
  await login({ role: 'admin' });
  await openCategory(page, 'Backup & Restore');
  await expect(page.getByRole('switch', { name: 'Automatic daily backup' })).toBeChecked();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const backup = await download;
  expect(backup.suggestedFilename()).toMatch(/^rollcall-backup-.*\.rollcall-backup$/);
  const backupPath = path.join(mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-backup-')), 'b.gz');
  await backup.saveAs(backupPath);
  await saveScreenshot('settings-backup');

  // Changed after the backup: one student deleted, one added.
  expect((await adminApi.delete(`/api/students/${kept._id}`)).ok()).toBe(true);
  const added = await createStudent(adminApi, { firstName: 'Carl', lastName: 'Afterwards' });

  const restoreForm = page.getByRole('form', { name: 'Restore a backup' });
  await restoreForm.locator('input[type="file"]').setInputFiles(backupPath);
  await restoreForm.getByLabel('Your password').fill('Not-the-password1');
  await restoreForm.getByRole('button', { name: 'Restore backup…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace all data with this backup?' });
  await expect(confirm).toContainText(
    'passwords, two-factor sign-in and active status stay as they are now',
  );
  await saveScreenshot('settings-restore-confirm');
  await confirm.getByRole('button', { name: 'Replace data with backup' }).click();
  await expect(restoreForm.getByText(SYSTEM_MESSAGES.passwordWrong)).toBeVisible();

  await restoreForm.getByLabel('Your password').fill(ADMIN.password);
  await restoreForm.getByRole('button', { name: 'Restore backup…' }).click();
  await confirm.getByRole('button', { name: 'Replace data with backup' }).click();
  // Everyone is signed out, the restorer too: the message stays over the sign-in page.
  await expect(page.getByText(SYSTEM_MESSAGES.restoredSignedOut)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('settings-restored-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await login({ role: 'admin' });
  await openStudents(page);
  await searchFor(page, kept.studentId);
  await expect(rowOf(page, kept.studentId)).toContainText('Bianca Backup');
  await searchFor(page, added.studentId);
  await expect(rowOf(page, added.studentId)).toHaveCount(0);
  // The restore ended every other session, this API client's too.
  expect((await adminApi.get('/api/auth/me')).status()).toBe(401);
});
