import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { USER_MESSAGES } from '@rollcall/contract/users';
import type { Page } from '@playwright/test';
import { expect, noteSession, setRefreshCookie, test } from './fixtures';
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

test('[auth] a sign-in whose form checks could not load says it is the network, and the next one signs in', async ({
  page,
}) => {
  // The form's schema loads after the page (issue 28): offline then, the first submit fails.
  await page.route('**/assets/form-resolver-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.networkError);

  await page.unroute('**/assets/form-resolver-*.js');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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

test('[auth] logout returns to /login and clears the refresh cookie', async ({ page, login }) => {
  await login({ role: 'admin' });
  expect(await refreshCookies(page)).toHaveLength(2);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await refreshCookies(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('rollcall.session'))).toBeNull();
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

/** The refresh cookies the browser holds (the test can read them; the page's scripts cannot). */
const refreshCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === 'rollcall_refresh');

/** Every value the page's scripts can read from storage and cookies, in one string. */
const readableByScripts = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  );

test("[auth] no token is within a script's reach after sign-in and after a reload, and the session still works", async ({
  page,
}) => {
  const tokensSeen: string[] = [];
  page.on('response', async (response) => {
    if (!/\/api\/auth\/(login|refresh)$/.test(response.url()) || !response.ok()) return;
    const { data } = (await response.json()) as { data: { accessToken: string } };
    tokensSeen.push(data.accessToken);
  });
  await page.goto('/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  const cookies = await refreshCookies(page);
  expect(cookies.map((cookie) => cookie.path).sort()).toEqual([
    '/api/auth/logout',
    '/api/auth/refresh',
  ]);
  for (const cookie of cookies) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  }
  const secrets = () => [...tokensSeen, ...cookies.map((cookie) => cookie.value)];
  const afterSignIn = await readableByScripts(page);
  expect(tokensSeen).toHaveLength(1);
  for (const secret of secrets()) expect(afterSignIn).not.toContain(secret);
  expect(JSON.parse(afterSignIn)).toMatchObject({ session: {}, cookie: '' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The reload got a new access token from the cookie, which rotated.
  await expect.poll(() => tokensSeen.length).toBe(2);
  const rotated = await refreshCookies(page);
  expect(rotated[0]?.value).not.toBe(cookies[0]?.value);
  const afterReload = await readableByScripts(page);
  for (const secret of [...secrets(), ...rotated.map((cookie) => cookie.value)]) {
    expect(afterReload).not.toContain(secret);
  }
  expect(JSON.parse(afterReload)).toMatchObject({ session: {}, cookie: '' });

  // A screen that loads data from the server still does.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  // Searched for: the worker's other tests may have added a page of newer users before this one.
  await page.getByLabel('Search').fill(ADMIN.email);
  await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
});

test('[auth] two tabs reloading at once both stay signed in', async ({ page, login }) => {
  await login({ role: 'teacher' });
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  // Both refreshes are held until both were sent, so both carry the same cookie, as two tabs
  // restored at browser start do.
  let held: Array<() => void> = [];
  await page.context().route('**/api/auth/refresh', async (route) => {
    await new Promise<void>((release) => {
      held.push(release);
      if (held.length < 2) return;
      for (const releaseOne of held) releaseOne();
      held = [];
    });
    await route.continue();
  });
  await Promise.all([page.reload(), other.reload()]);
  await page.context().unroute('**/api/auth/refresh');
  for (const tab of [page, other]) {
    await expect(tab.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  }
  // Neither reload was taken for a stolen cookie: both tabs reload again, signed in.
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  }
});

test('[auth] a session ended elsewhere sends the browser back to /login', async ({
  page,
  login,
  playwright,
  baseURL,
}) => {
  await login({ role: 'admin' });
  // Elsewhere: another client signs this browser's session out by its refresh token.
  const [cookie] = await refreshCookies(page);
  const elsewhere = await playwright.request.newContext({ baseURL });
  const response = await elsewhere.post('/api/auth/logout', {
    data: { refreshToken: cookie?.value },
  });
  expect(response.ok()).toBe(true);
  await elsewhere.dispose();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rollcall.session'))).toBeNull();
});

test('[auth] a refresh cookie the server rejects is signed out at start', async ({
  page,
  baseURL,
}) => {
  await setRefreshCookie(page, baseURL ?? '', 'nonsense');
  await noteSession(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rollcall.session'))).toBeNull();
});
