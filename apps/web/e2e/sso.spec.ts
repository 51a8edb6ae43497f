import type { APIRequestContext, Page } from '@playwright/test';
// The server's test OpenID provider, run by this browser test as the server's tests run it: a
// test helper, not the server's code, which the web app itself never imports.
import {
  listenTestOidcProvider,
  type TestOidcProvider,
  // eslint-disable-next-line import-x/no-restricted-paths
} from '../../server/test/oidc-test-provider';
import { describeFindings, findViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN } from './test-env';

const CLIENT = { clientId: 'rollcall-e2e', clientSecret: 'e2e-client-secret' };

type Setup = { idp: TestOidcProvider; name: string; id: string };
let setup: Setup | undefined;

/**
 * A real OpenID provider (oidc-provider, apps/server/test/oidc-test-provider.ts) on 127.0.0.1,
 * added as a generic provider of the worker's server, whose redirect URL it accepts.
 */
async function addTestProvider(adminApi: APIRequestContext, name: string): Promise<Setup> {
  const idp = await listenTestOidcProvider();
  const created = await adminApi.post('/api/sso-providers', {
    data: { name, kind: 'oidc', issuer: idp.issuer, ...CLIENT, allowedDomains: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { provider } = (
    (await created.json()) as {
      data: { provider: { _id: string; redirectUrl: string } };
    }
  ).data;
  idp.start({ ...CLIENT, redirectUris: [provider.redirectUrl] });
  setup = { idp, name, id: provider._id };
  return setup;
}

// The worker's server outlives this file: the next spec's sign-in page shows no provider.
test.afterEach(async ({ adminApi }) => {
  if (!setup) return;
  await adminApi.delete(`/api/sso-providers/${setup.id}`);
  await setup.idp.stop();
  setup = undefined;
});

/** The provider's development login page: any login (the e-mail), any password. */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

test('[sso] a teacher signs in with the provider and lands on the dashboard; an unknown e-mail is told why', async ({
  page,
  adminApi,
  createUser,
}) => {
  const { name } = await addTestProvider(adminApi, 'District sign-in');
  const teacher = await createUser({ role: 'teacher' });

  await page.goto('/login');
  const button = page.getByRole('link', { name: `Sign in with ${name}` });
  await expect(button).toHaveAttribute('href', /^\/api\/auth\/sso\/[^/]+\/start$/);
  await button.click();
  await signInAtProvider(page, teacher.email);
  await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
  await expect(page.getByText(teacher.name).first()).toBeVisible();

  // Signed out, someone with no Rollcall account comes back to the sign-in page with the reason.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${name}` }).click();
  await signInAtProvider(page, 'nobody@school.test');
  await expect(page.getByRole('alert')).toHaveText(
    'No Rollcall account has your e-mail address. Ask an administrator to add you.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('[sso] the provider down: the sign-in page says so, and the password still signs in', async ({
  page,
  adminApi,
  createUser,
  saveScreenshot,
}) => {
  const { idp, name } = await addTestProvider(adminApi, 'District sign-in');
  const teacher = await createUser({ role: 'teacher' });
  await idp.stop();

  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${name}` }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in provider cannot be reached. Sign in with your password, or try again later.',
  );
  await expect(page).toHaveURL(/\/login$/);
  // The page the redirects ended on never reports the network idle: the same address, loaded.
  await page.goto('/login?sso=providerDown');
  await expect(page.getByRole('alert')).toContainText('cannot be reached');
  await saveScreenshot('sso-sign-in-provider-down');
  const findings = await findViolations(page, 'sign-in with a provider');
  expect(findings, describeFindings(findings)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('sso-sign-in-provider-down-phone');
  const phoneFindings = await findViolations(page, 'sign-in with a provider (phone)');
  expect(phoneFindings, describeFindings(phoneFindings)).toEqual([]);

  await page.getByRole('textbox', { name: 'Email address' }).fill(teacher.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(teacher.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
});

test("[sso] an administrator's test sign-in opens the provider in a new tab and reports that it worked", async ({
  page,
  adminApi,
  login,
}) => {
  const { name } = await addTestProvider(adminApi, 'District sign-in');
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Sign-in providers' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign-in providers' });

  const opened = page.context().waitForEvent('page');
  await panel.getByRole('button', { name: `Test sign-in with ${name}` }).click();
  const tab = await opened;
  const result = panel.getByRole('status', { name: 'Test result' });
  await expect(result).toContainText('Finish the sign-in in the new tab, then come back here.');
  await signInAtProvider(tab, ADMIN.email);

  // The tab comes back to the providers, with the result; this screen has it too, from its polls.
  await expect(tab).toHaveURL(/\/settings$/);
  await expect(
    tab.getByRole('status', { name: 'Test result' }).filter({ hasText: 'worked' }),
  ).toContainText(ADMIN.email);
  await expect(result).toContainText(
    'Test sign-in worked: the provider vouched for this e-mail address.',
  );
  await expect(result).toContainText(ADMIN.email);
  await tab.close();
});

test('[sso] an admin makes a teacher single sign-on only, with no password; an administrator cannot be', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const modal = page.getByRole('dialog', { name: 'Add New User' });
  const ssoOnly = modal.getByRole('switch', { name: 'Single sign-on only' });
  await modal.getByLabel('Role').selectOption('admin');
  await expect(ssoOnly).toBeDisabled();
  await expect(ssoOnly).toHaveAccessibleDescription(
    'An administrator keeps a password: it is the way in when the provider is down.',
  );
  await modal.getByLabel('Role').selectOption('teacher');
  await expect(ssoOnly).toBeEnabled();
  const email = `sso-only-${Date.now()}@school.test`;
  await modal.getByLabel('Name').fill('Sami Single');
  await modal.getByLabel('Email').fill(email);
  await ssoOnly.check({ force: true });
  await expect(modal.getByRole('textbox', { name: 'Password', exact: true })).not.toHaveAttribute(
    'required',
  );
  await modal.getByRole('button', { name: 'Create User' }).click();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Single sign-on only');
});

test.describe('[sso] in French', () => {
  test.use({ locale: 'fr-FR' });

  test('[sso] the sign-in page shows the provider and the reason in French', async ({
    page,
    adminApi,
    saveScreenshot,
  }) => {
    const { name } = await addTestProvider(adminApi, 'Connexion du district');
    await page.goto('/login?sso=providerDown');
    await expect(page.getByRole('link', { name: `Se connecter avec ${name}` })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('fournisseur');
    await expect(page).toHaveURL(/\/login$/);
    await saveScreenshot('sso-sign-in-fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot('sso-sign-in-fr-phone');
    const findings = await findViolations(page, 'sign-in with a provider (French)');
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
