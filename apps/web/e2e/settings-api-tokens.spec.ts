import { expect, test } from './fixtures';
import { describeFindings, findViolations } from './axe';

test('[settings-api-tokens] an admin creates a token, sees it once, and revokes it', async ({
  page,
  login,
  saveScreenshot,
  request,
}) => {
  // Two axe runs over the whole settings screen on a machine shared with other workers.
  test.setTimeout(180_000);
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'API tokens' }).click();
  const panel = page.getByRole('tabpanel', { name: 'API tokens' });
  await expect(panel.getByText('No API tokens yet.')).toBeVisible();

  // No name: the server's field message under the field.
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(panel.getByText('Please give the token a name')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Token name' }).fill('SIS nightly roster');
  await expect(
    panel.getByRole('checkbox', { name: 'Student imports (OneRoster and CSV)' }),
  ).toBeChecked();
  // It works for 90 days unless another time is chosen; a year here.
  const lifetime = panel.getByRole('textbox', { name: 'Works for' });
  await expect(lifetime).toHaveValue('90 days');
  await lifetime.click();
  await page.getByRole('option', { name: '365 days' }).click();
  await expect(lifetime).toHaveValue('365 days');
  await panel.getByRole('button', { name: 'Create token' }).click();
  const token = (await panel.getByTestId('new-api-token').textContent()) ?? '';
  expect(token).toMatch(/^rcat_/);
  await expect(panel.getByRole('button', { name: 'Copy token' })).toBeVisible();
  const list = panel.getByRole('table', { name: 'Active tokens' });
  const row = list.getByRole('row').filter({ hasText: 'SIS nightly roster' });
  await expect(row).toContainText('Never');
  // Its end, a year from now, in the Expires column.
  const expiresCell = row.getByRole('cell').nth(4);
  await expect(expiresCell).toContainText(String(new Date().getFullYear() + 1));

  // The token reaches the imports only.
  const authorization = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/students', { headers: authorization })).status()).toBe(403);
  await page.reload();
  await page.getByRole('tab', { name: 'API tokens' }).click();
  // Shown once: after a reload only its name is left.
  await expect(panel.getByTestId('new-api-token')).toHaveCount(0);
  await expect(list.getByRole('row').filter({ hasText: 'SIS nightly roster' })).not.toContainText(
    'Never',
  );

  const findings = await findViolations(page, 'API tokens', 'main');
  expect(findings, describeFindings(findings)).toEqual([]);
  await saveScreenshot('settings-api-tokens');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot('settings-api-tokens-phone');
  const phoneFindings = await findViolations(page, 'API tokens (phone)', 'main');
  expect(phoneFindings, describeFindings(phoneFindings)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await list.getByRole('button', { name: 'Revoke token SIS nightly roster' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
  await expect(confirm).toContainText('Scripts using "SIS nightly roster" stop working at once.');
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(panel.getByText('No API tokens yet.')).toBeVisible();
  expect((await request.get('/api/students', { headers: authorization })).status()).toBe(401);
});
