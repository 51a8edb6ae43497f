import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { expect, seedSession, test } from './fixtures';
import { ADMIN } from './test-env';

test('[auth] admin signs in and lands on the dashboard', async ({ page, saveScreenshot }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to your admin dashboard')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await saveScreenshot('login');

  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
    'type',
    'text',
  );
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${ADMIN.name}!`)).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('heading', { name: 'Admin' })).toBeVisible();
  await expect(banner.getByText(ADMIN.name)).toBeVisible();
  await expect(banner.getByText('Administrator')).toBeVisible();
  await saveScreenshot('dashboard');
});

test('[auth] wrong password shows the server message', async ({ page, createUser }) => {
  const teacher = await createUser();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(teacher.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.INVALID_CREDENTIALS);
  await expect(page).toHaveURL(/\/login$/);
});

test('[auth] empty sign-in shows the required-field messages', async ({ page, saveScreenshot }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByText(USER_MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByText(COMMON_MESSAGES.passwordRequired)).toBeVisible();
  await saveScreenshot('login-validation');
});

test('[auth] the server being unreachable shows the network message', async ({ page }) => {
  await page.goto('/login');
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email address').fill('someone@school.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Whatever1');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.networkError);
});

test('[auth] the button reads Signing in... while pending', async ({ page }) => {
  await page.goto('/login');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.fulfill({
      status: 401,
      json: { success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Nope.' } },
    });
  });
  await page.getByLabel('Email address').fill('someone@school.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Whatever1');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Nope.');
});

test('[auth] a visitor without a session is sent to /login', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('[auth] logout returns to /login', async ({ page, login }) => {
  await login({ role: 'admin', fresh: true });
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('[auth] the user menu opens Profile Settings and logs out', async ({ page, login }) => {
  const teacher = await login({ role: 'teacher' });
  await page.getByRole('button', { name: `User menu for ${teacher.name}` }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.getByRole('button', { name: `User menu for ${teacher.name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('[auth] an expired access token is refreshed once and the request retried', async ({
  page,
  login,
}) => {
  await login({ role: 'teacher' });
  await page.evaluate(() => localStorage.setItem('accessToken', 'expired.or.forged'));
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshCalls.push(request.method());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  expect(refreshCalls).toEqual(['POST']);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(
    'expired.or.forged',
  );
});

test('[auth] a session ended elsewhere sends the browser back to /login', async ({
  page,
  login,
}) => {
  await login({ role: 'admin', fresh: true });
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const response = await page.request.post('/api/auth/logout', { data: { refreshToken } });
  expect(response.ok()).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});

test('[auth] stored tokens the server rejects are cleared at start', async ({ page }) => {
  await seedSession(page, { accessToken: 'nonsense', refreshToken: 'nonsense' });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
