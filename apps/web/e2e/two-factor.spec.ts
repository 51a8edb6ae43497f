import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { TWO_FACTOR_MESSAGES } from '@rollcall/contract/two-factor';
import { expect, test, type Account } from './fixtures';
import { codeFor, enableThroughApi } from './fixtures/two-factor-data';
import { decodeQr } from './qr-decode';

async function signInWithPassword(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Reads the key shown for typing into an app, without the spaces it is grouped with. */
async function shownSecret(page: Page) {
  const key = page.getByTestId('two-factor-secret');
  await expect(key).toHaveText(/^[A-Z2-7 ]{32,}$/);
  return (await key.innerText()).replace(/\s/g, '');
}

test('[two-factor] teacher turns on 2FA from the shown key and signs in with a code', async ({
  page,
  login,
  saveScreenshot,
}) => {
  const teacher = await login({ role: 'teacher', ownAccount: true });
  await page.goto('/profile');
  await expect(page.getByText('2FA off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  const qr = dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  const secret = await shownSecret(page);
  const uri = new URL(await decodeQr(page, await qr.screenshot()));
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.searchParams.get('secret')).toBe(secret);
  expect(decodeURIComponent(uri.pathname)).toContain(`:${teacher.email}`);
  await saveScreenshot('two-factor-enable');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('two-factor-enable-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  const codeField = dialog.getByLabel('2. Enter the 6-digit code the app shows');
  await codeField.fill('12');
  await dialog.getByRole('button', { name: 'Turn on 2FA' }).click();
  await expect(dialog.getByText(TWO_FACTOR_MESSAGES.totpFormat)).toBeVisible();
  await codeField.fill(await codeFor(secret));
  await dialog.getByRole('button', { name: 'Turn on 2FA' }).click();

  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download codes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('rollcall-recovery-codes.txt');
  const saved = await readFile(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await saveScreenshot('two-factor-recovery-codes');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('two-factor-recovery-codes-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2FA on', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, teacher);
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await saveScreenshot('two-factor-sign-in');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('two-factor-sign-in-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await field.fill(await codeFor(secret, 20));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.INVALID_TWO_FACTOR_CODE);
  // The code the enabling used is spent: the app's next one signs in.
  await field.fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
});

test('[two-factor] a recovery code signs in once', async ({ page, createUser, saveScreenshot }) => {
  const teacher = await createUser();
  const { recoveryCodes } = await enableThroughApi(page.request, teacher);
  const [code = ''] = recoveryCodes;

  await signInWithPassword(page, teacher);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const field = page.getByLabel('Recovery code');
  await expect(field).toBeFocused();
  await field.fill(code.toUpperCase());
  await saveScreenshot('two-factor-recovery-sign-in');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, teacher);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.INVALID_TWO_FACTOR_CODE);
  await expect(page).toHaveURL(/\/login$/);
});

test('[two-factor] a challenge that can no longer be used sends the sign-in back to the password with the reason', async ({
  page,
  createUser,
}) => {
  const teacher = await createUser();
  const { secret } = await enableThroughApi(page.request, teacher);
  const challenged = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/login') && response.ok(),
  );
  await signInWithPassword(page, teacher);
  const { challengeToken } = (await (await challenged).json()).data as { challengeToken: string };
  // The same sign-in completed elsewhere spends the challenge, as five minutes' wait would.
  const elsewhere = await page.request.post('/api/auth/login/2fa', {
    data: { challengeToken, code: await codeFor(secret, 1) },
  });
  expect(elsewhere.status()).toBe(200);

  await page.getByLabel('Authentication code').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.TWO_FACTOR_CHALLENGE_EXPIRED);
  await expect(page.getByLabel('Email address')).toHaveValue(teacher.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
});

test('[two-factor] teacher turns 2FA off with the password and a code', async ({
  page,
  createUser,
}) => {
  const teacher = await createUser();
  const { secret, recoveryCodes } = await enableThroughApi(page.request, teacher);
  await signInWithPassword(page, teacher);
  await page.getByLabel('Authentication code').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-pass-1');
  await dialog.getByLabel('Authentication code or recovery code').fill(await codeFor(secret, 1));
  await dialog.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(dialog.getByText(ERROR_MESSAGES.WRONG_CURRENT_PASSWORD)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(teacher.password);
  // The app's code was just spent signing in: a recovery code does as well.
  await dialog.getByLabel('Authentication code or recovery code').fill(recoveryCodes[0] ?? '');
  await dialog.getByRole('button', { name: 'Disable 2FA' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.disabled)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable 2FA' })).toBeVisible();
});

test('[two-factor] admin resets a teacher’s 2FA from the Users screen after confirming', async ({
  page,
  login,
  createUser,
  saveScreenshot,
}) => {
  const teacher = await createUser({ name: 'Rita Reset' });
  await enableThroughApi(page.request, teacher);
  // A sign-in of its own (login): the reset asks for the password again once one is minutes old.
  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByLabel('Search').fill(teacher.email);
  const row = page.getByRole('row').filter({ hasText: teacher.email });
  await expect(row.getByText('2FA on', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Reset 2FA for Rita Reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
  await expect(dialog.getByText(teacher.email, { exact: false })).toBeVisible();
  await saveScreenshot('two-factor-reset-confirm');
  await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(page.getByText(TWO_FACTOR_MESSAGES.reset)).toBeVisible();
  await expect(row.getByText('2FA off', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reset 2FA for Rita Reset' })).toHaveCount(0);
  await saveScreenshot('two-factor-users-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('two-factor-users-list-phone');
});

test('[two-factor] an admin without 2FA is held on the setup screen while the school requires it', async ({
  page,
  playwright,
  baseURL,
  adminApi,
  createUser,
  saveScreenshot,
}) => {
  // Another admin with 2FA switches the requirement, as the env admin would be held by it.
  const keeper = await createUser({ role: 'admin', name: 'Kim Keeper' });
  const { accessToken } = await enableThroughApi(page.request, keeper);
  const keeperApi = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${accessToken}` },
  });
  const requireForAdmins = async (isRequired: boolean) => {
    const { settings } = (await (await keeperApi.get('/api/settings')).json()).data;
    // The form's core fields; the rest stay as they are when left out.
    const core = [
      'schoolName',
      'address',
      'phone',
      'website',
      'timezone',
      'startTime',
      'gracePeriodMinutes',
      'veryLateAfterMinutes',
      'absenteeCutoffTime',
      'schoolDays',
      'holidays',
    ].map((key) => [key, settings[key]]);
    const response = await keeperApi.put('/api/settings', {
      data: { ...Object.fromEntries(core), requireAdminTwoFactor: isRequired },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const admin = await createUser({ role: 'admin', name: 'Nia Newadmin' });
  await requireForAdmins(true);
  try {
    const held = await adminApi.get('/api/users');
    expect(held.status()).toBe(403);

    await signInWithPassword(page, admin);
    await expect(page).toHaveURL(/\/two-factor-setup$/);
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    // Nothing else opens meanwhile.
    await page.goto('/users');
    await expect(page).toHaveURL(/\/two-factor-setup$/);
    const secret = await shownSecret(page);
    await saveScreenshot('two-factor-required-setup');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot('two-factor-required-setup-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(await codeFor(secret));
    await page.getByRole('button', { name: 'Turn on 2FA' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  } finally {
    await requireForAdmins(false);
    await keeperApi.dispose();
  }
  expect((await adminApi.get('/api/users')).status()).toBe(200);
});
