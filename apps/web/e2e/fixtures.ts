import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS } from '@rollcall/contract/auth';
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

/** Puts a session into the browser's storage the way the sign-in screen would. */
export async function seedSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto('/login');
  // Wait for the app to settle first, or its start-up session check races the seeding.
  await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
}

type WorkerFixtures = {
  /** This worker's server, on a data directory of its own. */
  workerServer: RunningServer;
  /** Signs the env admin in once and again when the access token is half spent. */
  adminSession: () => Promise<Tokens>;
};

type TestFixtures = {
  /** The env admin's current session, shared by tests that never end it. */
  adminTokens: Tokens;
  /** An API client signed in as the env admin. */
  adminApi: APIRequestContext;
  /** Creates a user through the API as the admin. */
  createUser: (overrides?: Partial<Account>) => Promise<Account>;
  /**
   * Opens /dashboard signed in. Admin is the env admin (its shared session unless `fresh`, for tests
   * that end the session); teacher is a new account with a unique e-mail. `page` signs in another
   * browser's page (a second person, a camera) instead of the test's own.
   */
  login: (options: { role: Role; fresh?: boolean; page?: Page }) => Promise<Account>;
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
      let current: { tokens: Tokens; signedInAt: number } | undefined;
      await provide(async () => {
        if (!current || Date.now() - current.signedInAt > renewAfterMs) {
          current = { tokens: await apiLogin(api, ADMIN), signedInAt: Date.now() };
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
  login: async ({ page, adminTokens, createUser }, provide) => {
    await provide(async ({ role, fresh = false, page: target = page }) => {
      const account: Account =
        role === 'admin' ? { ...ADMIN, role: 'admin' } : await createUser({ role });
      const tokens =
        role === 'admin' && !fresh ? adminTokens : await apiLogin(target.request, account);
      await seedSession(target, tokens);
      await target.goto('/dashboard');
      await expect(target.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
      return account;
    });
  },
  saveScreenshot: async ({ page }, provide) => {
    await provide(async (name) => {
      await page.waitForLoadState('networkidle');
      // Let Mantine's transitions (modals, popovers) settle.
      await page.waitForTimeout(350);
      await page.screenshot({ path: screenshotPath(name) });
    });
  },
});

export { expect };
