import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECOVERY_MESSAGES } from '@rollcall/contract/recovery-key';
import { describeFindings, findViolations } from './axe';
import { refuseForWantOfConfirmation } from './confirmation';
import { expect, screenshotPath, test } from './fixtures';
import { createStudent, openStudents, rowOf, searchFor } from './fixtures/students-data';
import { startServer, type RunningServer } from './own-server';
import { ADMIN, PORT } from './test-env';

/**
 * Issue 40: the school's server is lost. Its recovery key, kept away from it, opens its backup on
 * a brand-new installation, whose first administrator restores it from the sign-in page. Two
 * servers of their own: the old school (beside the workers', the reset specs' and the first
 * sign-in's) and the new machine, started as on a first `npm start`.
 */
const OLD_PORT = PORT + 23;
const NEW_PORT = PORT + 24;

test.use({ baseURL: `http://127.0.0.1:${OLD_PORT}` });
test.describe.configure({ mode: 'serial' });

let oldServer: RunningServer;
let newServer: RunningServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  oldServer = await startServer(OLD_PORT);
});
test.afterAll(async () => {
  await newServer?.stop();
  await oldServer?.stop();
});

/** Kept between the tests, as a school would keep them: the key on paper, the file elsewhere. */
let recoveryKey = '';
let backupPath = '';
let keptStudent = '';

test('[backup-recovery] the recovery key is shown after the identity confirmation, marked saved, and the reminder goes', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  keptStudent = (await createStudent(adminApi, { firstName: 'Rosa', lastName: 'Recovered' }))
    .studentId;
  await login({ role: 'admin' });
  // A sign-in counts as a confirmation for a few minutes: the first reveal is refused as it would
  // be later (confirm-identity.spec.ts does the same); the confirmation is the real server's.
  let isRefused = false;
  await page.route('**/api/system/recovery-key', async (route) => {
    if (isRefused) return route.continue();
    isRefused = true;
    await refuseForWantOfConfirmation(route);
  });

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Backup & Restore' }).click();
  const section = page.getByRole('region', { name: 'Recovery key' });
  await expect(section.getByText('The recovery key is not marked as saved yet')).toBeVisible();
  await expect(section.getByText(/^Key made /)).toBeVisible();
  await saveScreenshot('backup-recovery-key-reminder');

  await section.getByRole('button', { name: 'Show recovery key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await confirm.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  const shownKey = section.getByTestId('recovery-key');
  await expect(shownKey).toHaveText(/^([0-9A-Z]{4}-){12}[0-9A-Z]{4}$/);
  expect(isRefused).toBe(true);
  recoveryKey = (await shownKey.textContent()) ?? '';
  await expect(section.getByRole('group', { name: 'Recovery key' })).toBeFocused();
  await saveScreenshot('backup-recovery-key-shown');
  expect(describeFindings(await findViolations(page, 'recovery key shown', 'main'))).toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: screenshotPath('backup-recovery-key-shown-phone'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByText(RECOVERY_MESSAGES.saved)).toBeVisible();
  await expect(section.getByText('The recovery key is not marked as saved yet')).toBeHidden();
  await expect(section.getByText(/^Marked as saved /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'I have saved it' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Hide recovery key' })).toBeFocused();

  // A new key asks first, and says older backups still need the old one.
  await section.getByRole('button', { name: 'Make a new key…' }).click();
  const rotate = page.getByRole('dialog', { name: 'Make a new recovery key?' });
  await expect(rotate).toContainText('Older backups still need the old key');
  await saveScreenshot('backup-recovery-rotate-dialog');
  expect(describeFindings(await findViolations(page, 'new key dialog', '[role="dialog"]'))).toBe(
    '',
  );
  await rotate.getByRole('button', { name: 'Cancel' }).click();

  // The backup the new machine restores, made while the key shown is current.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const backup = await download;
  expect(backup.suggestedFilename()).toMatch(/\.rollcall-backup$/);
  backupPath = path.join(
    mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-recovery-')),
    'school.rollcall-backup',
  );
  await backup.saveAs(backupPath);
});

test('[backup-recovery] a new installation restores the school from the sign-in page with the printed password and the recovery key', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(recoveryKey, 'the first test kept the key').not.toBe('');
  newServer = await startServer(NEW_PORT, { withPrintedPassword: true });
  const printed = /Password: (\S+)/.exec(newServer.startOutput)?.[1];
  if (!printed) throw new Error(`No password was printed:\n${newServer.startOutput}`);
  // A context of its own: both servers are 127.0.0.1, and cookies do not tell ports apart.
  const context = await browser.newContext({ baseURL: newServer.url, locale: 'en-US' });
  const page = await context.newPage();

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Restore from a backup' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('backup-recovery-login-new') });
  await page.getByRole('link', { name: 'Restore from a backup' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Restore a school from a backup' }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('backup-recovery-restore-page') });
  expect(describeFindings(await findViolations(page, 'new installation restore'))).toBe('');

  const form = page.getByRole('form', { name: 'Restore from a backup' });
  await form.getByLabel('Email address').fill(ADMIN.email);
  await form.getByRole('textbox', { name: 'Printed password' }).fill(printed);
  await form.locator('input[type="file"]').setInputFiles(backupPath);

  // Without the key, and with a wrong one, the server says why, and nothing changes.
  await form.getByRole('button', { name: 'Restore backup' }).click();
  await expect(form.getByRole('alert')).toContainText(RECOVERY_MESSAGES.backupNeedsKey, {
    // A sign-in (argon2) and the file's upload on a busy machine.
    timeout: 30_000,
  });
  await form.getByRole('textbox', { name: 'Recovery key' }).fill('0000-'.repeat(12) + '0000');
  await form.getByRole('button', { name: 'Restore backup' }).click();
  await expect(form.getByRole('alert')).toContainText(RECOVERY_MESSAGES.recoveryKeyWrong, {
    // A sign-in (argon2) and the file's upload on a busy machine.
    timeout: 30_000,
  });
  await page.screenshot({
    path: screenshotPath('backup-recovery-restore-refused'),
    fullPage: true,
  });
  expect(describeFindings(await findViolations(page, 'restore refused'))).toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: screenshotPath('backup-recovery-restore-refused-phone'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  await form.getByRole('textbox', { name: 'Recovery key' }).fill(recoveryKey.toLowerCase());
  await form.getByRole('button', { name: 'Restore backup' }).click();
  await expect(page.getByRole('heading', { name: 'The school is restored' })).toBeFocused({
    timeout: 60_000,
  });
  await expect(
    page.getByRole('status').filter({ hasText: RECOVERY_MESSAGES.restoredOntoNew }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('backup-recovery-restored') });

  // The school's own account, as it was in the backup.
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
  // Nothing to restore onto now: the sign-in page no longer offers it.
  await openStudents(page);
  await searchFor(page, keptStudent);
  await expect(rowOf(page, keptStudent)).toContainText('Rosa Recovered');
  await context.close();
});
