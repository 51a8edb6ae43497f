import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The server runs on this machine: a temporary directory stands for a mounted network share.
const share = mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-share-'));
test.afterAll(() => rmSync(share, { recursive: true, force: true }));

const offsiteForm = (page: Page) => page.getByRole('form', { name: 'Off-machine copy' });

test('[settings-backup] an admin sets a directory for the off-machine copy, backs up now and sees where it went', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Backup & Restore' }).click();
  const form = offsiteForm(page);
  await form.getByRole('radio', { name: 'A directory (a mounted network share)' }).check();

  // A relative path is refused on its field, by keyboard alone.
  const directory = form.getByRole('textbox', { name: 'Directory' });
  await directory.fill('backups');
  await directory.press('Enter');
  await expect(directory).toHaveAccessibleDescription(
    /Enter the full path of the directory, e\.g\. \/mnt\/backups/,
  );
  await expect(directory).toBeFocused();

  await directory.fill(share);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved successfully!')).toBeVisible();

  const status = page.getByRole('region', { name: 'Last backup' });
  await status.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/^Backup made: rollcall-auto-/)).toBeVisible();
  const [copied] = readdirSync(share);
  expect(copied).toMatch(/^rollcall-auto-/);
  await expect(status).toContainText(`On this server: ${copied}`);
  await expect(status).toContainText(`Off-machine copy: ${path.join(share, copied ?? '')}`);
  await saveScreenshot('settings-offsite-backup');

  // Back to this server only, as the other tests expect it.
  await form.getByRole('radio', { name: 'Nowhere else (this server only)' }).check();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(status).toContainText('Off-machine copy: none set.');
});
