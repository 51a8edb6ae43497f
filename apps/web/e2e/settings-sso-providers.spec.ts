import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { GOOGLE_ISSUER } from '@rollcall/contract/sso';
import { describeFindings, findViolations } from './axe';
import { refuseForWantOfConfirmation } from './confirmation';
import { expect, test } from './fixtures';
import { ADMIN } from './test-env';

const TENANT = '0b5e3a2c-1d4f-4e6a-9b8c-7d6e5f4a3b2c';

/** The worker's server outlives this file: the sign-in page of the next spec shows no provider. */
async function removeEveryProvider(adminApi: APIRequestContext) {
  const listed = await adminApi.get('/api/sso-providers');
  if (!listed.ok()) return;
  const { data } = (await listed.json()) as { data: { providers: { _id: string }[] } };
  for (const { _id } of data.providers) await adminApi.delete(`/api/sso-providers/${_id}`);
}

test.afterEach(async ({ adminApi }) => removeEveryProvider(adminApi));

async function openProviders(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Sign-in providers' }).click();
  return page.getByRole('tabpanel', { name: 'Sign-in providers' });
}

const providerCard = (panel: Locator, name: string) =>
  panel
    .getByRole('list', { name: 'Sign-in providers set up' })
    .getByRole('listitem')
    .filter({ has: panel.page().getByRole('heading', { name, exact: true }) });

test('[settings-sso] an admin adds a Google, a Microsoft and a generic provider, each with its own messages', async ({
  page,
  login,
  saveScreenshot,
}) => {
  // Three axe runs over the whole settings screen on a machine shared with other workers.
  test.setTimeout(180_000);
  await login({ role: 'admin' });
  const panel = await openProviders(page);
  await expect(panel.getByText('No sign-in providers yet')).toBeVisible();

  // Google Workspace: the fixed issuer, read-only; nothing typed: each field says what it needs.
  await panel.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a sign-in provider' });
  await expect(dialog.getByRole('radio', { name: 'Google Workspace' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Button name' })).toHaveValue('Google');
  const issuer = dialog.getByRole('textbox', { name: 'Issuer URL' });
  await expect(issuer).toHaveValue(GOOGLE_ISSUER);
  await expect(issuer).toHaveAttribute('readonly');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByText('Enter the client ID the provider gave you')).toBeVisible();
  await expect(dialog.getByText('Enter the client secret the provider gave you')).toBeVisible();
  await expect(
    dialog.getByText("Google Workspace needs at least one of the school's e-mail domains"),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Client ID' })).toBeFocused();

  await dialog.getByRole('textbox', { name: 'Client ID' }).fill('1234.apps.googleusercontent.com');
  await dialog.getByRole('textbox', { name: 'Client secret' }).fill('GOCSPX-secret');
  const domains = dialog.getByRole('textbox', { name: 'Allowed e-mail domains' });
  await domains.fill('not_a_domain');
  await domains.press('Enter');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByText('Enter e-mail domains such as school.org')).toBeVisible();
  await domains.press('Backspace');
  await domains.fill('@School.test');
  await domains.press('Enter');
  await saveScreenshot('settings-sso-google-form');
  const dialogFindings = await findViolations(page, 'sign-in provider form', '[role="dialog"]');
  expect(dialogFindings, describeFindings(dialogFindings)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sign-in provider added.')).toBeVisible();
  const google = providerCard(panel, 'Google');
  await expect(google).toContainText('Google Workspace');
  await expect(google).toContainText('school.test');
  await expect(google.locator('code')).toHaveText(/\/api\/auth\/sso\/[^/]+\/callback$/);
  await expect(google.getByRole('button', { name: 'Copy redirect URL' })).toBeVisible();
  await expect(google.getByRole('button', { name: 'Test sign-in with Google' })).toBeVisible();

  // Microsoft Entra ID: the directory (tenant) ID, checked before anything is sent.
  await panel.getByRole('button', { name: 'Add provider' }).click();
  await dialog.getByRole('radio', { name: 'Microsoft Entra ID' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Button name' })).toHaveValue('Microsoft');
  await expect(dialog.getByRole('textbox', { name: 'Issuer URL' })).toHaveCount(0);
  const tenant = dialog.getByRole('textbox', { name: 'Directory (tenant) ID' });
  await tenant.fill('contoso');
  await dialog.getByRole('textbox', { name: 'Client ID' }).fill('rollcall-app');
  await dialog.getByRole('textbox', { name: 'Client secret' }).fill('entra-secret');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(
    dialog.getByText("Enter the directory (tenant) ID of the school's Microsoft Entra ID"),
  ).toBeVisible();
  await expect(tenant).toBeFocused();
  await tenant.fill(TENANT);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  const microsoft = providerCard(panel, 'Microsoft');
  await expect(microsoft).toContainText(`https://login.microsoftonline.com/${TENANT}/v2.0`);
  await expect(microsoft).toContainText('Any the provider vouches for');

  // A generic provider: a name of its own and an https issuer.
  await panel.getByRole('button', { name: 'Add provider' }).click();
  await dialog.getByRole('radio', { name: 'Generic OpenID Connect' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Button name' })).toHaveValue('');
  const genericIssuer = dialog.getByRole('textbox', { name: 'Issuer URL' });
  await genericIssuer.fill('http://idp.example.org');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog.getByText('Please give the provider a name')).toBeVisible();
  await expect(dialog.getByText('Enter the issuer as an https address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Button name' }).fill('District sign-in');
  await genericIssuer.fill('https://idp.example.org/realms/district');
  await dialog.getByRole('textbox', { name: 'Client ID' }).fill('rollcall');
  await dialog.getByRole('textbox', { name: 'Client secret' }).fill('keycloak-secret');
  await dialog.getByRole('textbox', { name: 'Allowed e-mail domains' }).fill('school.test');
  await dialog.getByRole('textbox', { name: 'Allowed e-mail domains' }).press('Enter');
  await dialog
    .getByRole('radio', { name: 'Gets a teacher account, when their domain is allowed' })
    .check();
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  const generic = providerCard(panel, 'District sign-in');
  await expect(generic).toContainText('Generic OpenID Connect');
  await expect(generic).toContainText('Gets a teacher account');

  const findings = await findViolations(page, 'sign-in providers', 'main');
  expect(findings, describeFindings(findings)).toEqual([]);
  await saveScreenshot('settings-sso-providers');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('settings-sso-providers-phone');
  const phoneFindings = await findViolations(page, 'sign-in providers (phone)', 'main');
  expect(phoneFindings, describeFindings(phoneFindings)).toEqual([]);
});

test('[settings-sso] an admin changes a provider keeping its secret, then deletes it after saying yes and confirming it is them', async ({
  page,
  login,
  adminApi,
}) => {
  await login({ role: 'admin' });
  const created = await adminApi.post('/api/sso-providers', {
    data: {
      name: 'Microsoft',
      kind: 'microsoft',
      issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      clientId: 'rollcall-app',
      clientSecret: 'entra-secret',
      allowedDomains: ['school.test'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const panel = await openProviders(page);
  const card = providerCard(panel, 'Microsoft');

  await card.getByRole('button', { name: 'Edit provider Microsoft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit sign-in provider' });
  // The tenant is read back from the issuer; the secret is never sent back.
  await expect(dialog.getByRole('textbox', { name: 'Directory (tenant) ID' })).toHaveValue(TENANT);
  const secret = dialog.getByRole('textbox', { name: 'Client secret' });
  await expect(secret).toHaveValue('');
  await expect(secret).toHaveAccessibleDescription(/leave it blank to keep the one saved/);
  await dialog.getByRole('textbox', { name: 'Button name' }).fill('Microsoft 365');
  await dialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sign-in provider saved')).toBeVisible();
  const renamed = providerCard(panel, 'Microsoft 365');
  await expect(renamed).toContainText('school.test');

  // Deleting asks first; Cancel keeps it.
  await renamed.getByRole('button', { name: 'Delete provider Microsoft 365' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete sign-in provider' });
  await expect(confirm).toContainText(
    'Staff who sign in with "Microsoft 365" will need a password',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();
  // The server asks for the password again once the sign-in is five minutes old: the first
  // deletion is answered with its refusal, word for word (e2e/confirmation.ts), the rest is real.
  let isRefused = false;
  await page.route('**/api/sso-providers/*', async (route) => {
    if (isRefused || route.request().method() !== 'DELETE') return route.fallback();
    isRefused = true;
    await refuseForWantOfConfirmation(route);
  });
  await renamed.getByRole('button', { name: 'Delete provider Microsoft 365' }).click();
  await confirm.getByRole('button', { name: 'Delete provider' }).click();
  const identity = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await identity.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(identity).toBeHidden();
  await expect(page.getByText('Sign-in provider removed.')).toBeVisible();
  expect(isRefused).toBe(true);
  await expect(panel.getByText('No sign-in providers yet')).toBeVisible();
});
