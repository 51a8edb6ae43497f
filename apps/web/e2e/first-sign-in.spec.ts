import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { expect, test } from './fixtures';
import { describeFindings, findViolations } from './axe';
import { startServer, type RunningServer } from './own-server';
import { ADMIN, PORT } from './test-env';

/** Beside the workers' servers (PORT + 2 + index) and the reset specs' own (PORT + 1). */
const FIRST_START_PORT = PORT + 20;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer(FIRST_START_PORT, { withPrintedPassword: true });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: `http://127.0.0.1:${FIRST_START_PORT}` });

test('[first-sign-in] the first admin signs in with the printed password and must choose their own first', async ({
  page,
  saveScreenshot,
}) => {
  const printed = /Password: (\S+)/.exec(server.startOutput)?.[1];
  if (!printed) throw new Error(`No password was printed:\n${server.startOutput}`);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(printed);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();

  await expect(page).toHaveURL(/\/change-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your own password' }),
  ).toBeVisible();
  // Nothing else opens until then: the server refuses, and the app comes back here.
  await page.goto('/students');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your own password' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await saveScreenshot('first-sign-in-change-password');
  expect(describeFindings(await findViolations(page, 'first password change'))).toBe('');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('first-sign-in-change-password-phone');
  expect(describeFindings(await findViolations(page, 'first password change, phone'))).toBe('');

  await page.getByLabel('Current Password').fill(printed);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Office-chose-2026');
  await page.getByLabel('Confirm New Password').fill('Office-chose-2026');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();

  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Office-chose-2026');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
});
