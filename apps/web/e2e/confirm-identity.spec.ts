import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { refuseForWantOfConfirmation } from './confirmation';
import { expect, test, TEACHER_PASSWORD } from './fixtures';
import { describeFindings, findViolations } from './axe';

test('[confirm-identity] a dangerous action refused for want of a recent confirmation asks for the password, then goes on', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'teacher', ownAccount: true });
  // The server asks again once a sign-in is five minutes old (its API tests move the session's
  // time; confirm-identity.routes.test.ts). A browser test does not wait five minutes: the first
  // setup call is answered with the refusal the server gives then, word for word; the
  // confirmation and the setup sent again after it are the real server's.
  let isRefused = false;
  await page.route('**/api/auth/2fa/setup', async (route) => {
    if (isRefused) return route.continue();
    isRefused = true;
    await refuseForWantOfConfirmation(route);
  });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await expect(confirm).toHaveCSS('opacity', '1');
  await saveScreenshot('confirm-identity-dialog');
  expect(describeFindings(await findViolations(page, 'confirm it’s you', '[role="dialog"]'))).toBe(
    '',
  );

  await confirm.getByRole('textbox', { name: 'Password' }).fill('Not-my-password1');
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
    ERROR_MESSAGES.WRONG_CURRENT_PASSWORD,
  );

  await confirm.getByRole('textbox', { name: 'Password' }).fill(TEACHER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  const enable = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await expect(
    enable.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  expect(isRefused).toBe(true);
});

test('[confirm-identity] cancelling the confirmation leaves the action undone and says why', async ({
  page,
  login,
}) => {
  await login({ role: 'teacher', ownAccount: true });
  await page.route('**/api/auth/2fa/setup', refuseForWantOfConfirmation);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  const enable = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await expect(enable.getByText(ERROR_MESSAGES.CONFIRMATION_REQUIRED)).toBeVisible();
});
