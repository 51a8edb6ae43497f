import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  TOKEN_DELIVERY_COOKIE,
  TOKEN_DELIVERY_HEADER,
} from '@rollcall/contract/auth';
import { CONFIRMATION_WINDOW_MINUTES } from '@rollcall/contract/profile';
import type { Role } from '@rollcall/contract/roles';
import { startServer, workerServerPort, type RunningServer } from './own-server';
import { ADMIN } from './test-env';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
/** Where a screenshot of that name goes (for pages other than the test's own). */
export const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);
export const TEACHER_PASSWORD = 'Teacher123!';

export type Account = { email: string; password: string; name: string; role: Role };
type Tokens = { accessToken: string; refreshToken: string };

let accountCounter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${++accountCounter}@school.test`;

async function apiLogin(api: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const response = await api.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: Tokens };
  return body.data;
}

const REFRESH_COOKIE = 'rollcall_refresh';
const cookieDelivery = { [TOKEN_DELIVERY_HEADER]: TOKEN_DELIVERY_COOKIE };

/**
 * Signs a browser in through the API the way the sign-in screen does: the refresh token comes
 * back as an HttpOnly cookie, which `page.request` keeps in the page's own cookie jar (scripts in
 * the page never see it). Each browser gets a session of its own: a refresh cookie shared by two
 * browsers would be spent by the first and taken for a stolen one by the second. The e2e servers
 * allow more sign-ins a minute than the suite makes (SIGN_IN_LIMIT_PER_MINUTE, own-server.ts), so
 * a refusal here is a failure, never a wait.
 */
export async function browserSignIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: account,
    headers: cookieDelivery,
  });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain(REFRESH_COOKIE);
}

/** Puts a refresh cookie of the test's choosing into the browser (a forged or spent one). */
export async function setRefreshCookie(page: Page, baseURL: string, value: string): Promise<void> {
  const { hostname } = new URL(baseURL);
  await page.context().addCookies(
    ['/api/auth/refresh', '/api/auth/logout'].map((cookiePath) => ({
      name: 'rollcall_refresh',
      value,
      domain: hostname,
      path: cookiePath,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
  );
}

/**
 * The note the sign-in screen leaves (no secret: there is a session to restore on the next load),
 * written from the cheapest page of the origin rather than by loading the app twice.
 */
export async function noteSession(page: Page): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('rollcall.session', 'cookie'));
}

/** A role's session kept between a worker's tests: its account and its latest refresh cookie. */
type StoredSession = { account: Account; cookies: Cookie[] };

type WorkerFixtures = {
  /** This worker's server, on a data directory of its own. */
  workerServer: RunningServer;
  /** Signs the env admin in once and again when the access token is half spent. */
  adminSession: () => Promise<Tokens>;
  /**
   * Each role's browser session on this worker's server, signed in once and handed from test to
   * test: a test ends with the cookie its page last received (refresh tokens rotate), and the
   * next test starts from it.
   */
  roleSessions: Map<Role, StoredSession>;
};

type TestFixtures = {
  /** The env admin's API session (body tokens, as a script's), shared by tests that never end it. */
  adminTokens: Tokens;
  /** An API client signed in as the env admin. */
  adminApi: APIRequestContext;
  /** Creates a user through the API as the admin. */
  createUser: (overrides?: Partial<Account>) => Promise<Account>;
  /**
   * Opens /dashboard signed in. Admin is the env admin; teacher is the worker's teacher. The
   * test's own page continues the worker's session of that role (signed in once per worker);
   * `ownAccount` gives it a new account with a unique e-mail instead, for a test that changes the
   * account (its language, name, password or two-factor sign-in), and `page` signs in another
   * browser's page (a second person, a camera) with a session of its own.
   */
  login: (options: { role: Role; page?: Page; ownAccount?: boolean }) => Promise<Account>;
  /** Saves the current viewport to e2e/screenshots/<name>.png. */
  saveScreenshot: (name: string) => Promise<void>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServer: [
    // Playwright reads a fixture's needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startServer(workerServerPort(workerInfo.workerIndex));
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ workerServer }, provide) => provide(workerServer.url),
  adminSession: [
    async ({ playwright, workerServer }, provide) => {
      const api = await playwright.request.newContext({
        baseURL: workerServer.url,
        extraHTTPHeaders: { 'Accept-Language': 'en-US' },
      });
      // A worker outlives an access token (the suite runs longer than its TTL).
      const renewAfterMs = (ACCESS_TOKEN_TTL_SECONDS * 1000) / 2;
      // Dangerous actions (an admin created, a setting weakened) ask for the password given in
      // the last few minutes (issue 39), as a person at the screen would be asked: the shared
      // session gives it again before its last one runs out.
      const reconfirmAfterMs = (CONFIRMATION_WINDOW_MINUTES * 60_000) / 2;
      let current: { tokens: Tokens; signedInAt: number; confirmedAt: number } | undefined;
      await provide(async () => {
        if (!current || Date.now() - current.signedInAt > renewAfterMs) {
          const now = Date.now();
          current = { tokens: await apiLogin(api, ADMIN), signedInAt: now, confirmedAt: now };
        }
        if (Date.now() - current.confirmedAt > reconfirmAfterMs) {
          const confirmed = await api.post('/api/auth/confirm', {
            data: { password: ADMIN.password },
            headers: { Authorization: `Bearer ${current.tokens.accessToken}` },
          });
          expect(confirmed.status(), await confirmed.text()).toBe(200);
          current.confirmedAt = Date.now();
        }
        return current.tokens;
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  adminTokens: async ({ adminSession, baseURL, workerServer, playwright }, provide) => {
    if (baseURL === workerServer.url) return provide(await adminSession());
    // A file with a server of its own (test.use({ baseURL })) signs the admin in there.
    const api = await playwright.request.newContext({ baseURL });
    await provide(await apiLogin(api, ADMIN));
    await api.dispose();
  },
  adminApi: async ({ playwright, baseURL, adminTokens }, provide) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: {
        Authorization: `Bearer ${adminTokens.accessToken}`,
        'Accept-Language': 'en-US',
      },
    });
    await provide(api);
    await api.dispose();
  },
  createUser: async ({ adminApi }, provide) => {
    await provide(async (overrides = {}) => {
      const account: Account = {
        name: 'Tess Teacher',
        email: uniqueEmail('teacher'),
        password: TEACHER_PASSWORD,
        role: 'teacher',
        ...overrides,
      };
      const response = await adminApi.post('/api/users', { data: { ...account, isActive: true } });
      expect(response.status(), await response.text()).toBe(201);
      return account;
    });
  },
  roleSessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => provide(new Map()),
    { scope: 'worker' },
  ],
  login: async ({ page, createUser, baseURL, workerServer, roleSessions }, provide) => {
    const newAccount = (role: Role): Promise<Account> =>
      role === 'admin' ? Promise.resolve({ ...ADMIN, role: 'admin' }) : createUser({ role });
    const openDashboard = async (target: Page) => {
      await noteSession(target);
      await target.goto('/dashboard');
      await expect(target.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
    };
    /** The role whose stored session the test's own page holds now. */
    let pageSession: { role: Role; account: Account } | undefined;
    const keepPageSession = async () => {
      if (!pageSession) return;
      const cookies = (await page.context().cookies()).filter(
        (cookie) => cookie.name === REFRESH_COOKIE,
      );
      roleSessions.set(pageSession.role, { account: pageSession.account, cookies });
    };
    /** The stored session, renewed once to prove it is alive (a test may have ended it). */
    const resumeStored = async (role: Role): Promise<Account | undefined> => {
      const stored = roleSessions.get(role);
      if (!stored) return undefined;
      await page.context().clearCookies({ name: REFRESH_COOKIE });
      if (stored.cookies.length > 0) {
        await page.context().addCookies(stored.cookies);
        const refreshed = await page.request.post('/api/auth/refresh', {
          data: {},
          headers: cookieDelivery,
        });
        if (refreshed.ok()) {
          // A sign-in counts as the confirmation dangerous actions ask for, for a few minutes:
          // the resumed session gives the password again so that it starts where a new one would.
          const { data } = (await refreshed.json()) as { data: { accessToken: string } };
          const confirmed = await page.request.post('/api/auth/confirm', {
            data: { password: stored.account.password },
            headers: { Authorization: `Bearer ${data.accessToken}` },
          });
          if (confirmed.ok()) return stored.account;
        }
      }
      // Ended (signed out, revoked): the same account signs in again, or a new one if it cannot.
      const signIn = await page.request.post('/api/auth/login', {
        data: stored.account,
        headers: cookieDelivery,
      });
      return signIn.ok() ? stored.account : undefined;
    };

    await provide(async ({ role, page: target = page, ownAccount = false }) => {
      const isShared = target === page && !ownAccount && baseURL === workerServer.url;
      if (!isShared) {
        const account = await newAccount(role);
        await browserSignIn(target, account);
        await openDashboard(target);
        return account;
      }
      await keepPageSession();
      let account = await resumeStored(role);
      if (!account) {
        account = await newAccount(role);
        await browserSignIn(page, account);
      }
      pageSession = { role, account };
      await openDashboard(page);
      return account;
    });
    await keepPageSession();
  },
  saveScreenshot: async ({ page }, provide) => {
    await provide(async (name) => {
      await page.waitForLoadState('networkidle');
      // Mantine's transitions (modals, popovers) are shown at their end rather than waited for.
      await page.screenshot({ path: screenshotPath(name), animations: 'disabled' });
    });
  },
});

export { expect };
