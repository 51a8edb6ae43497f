import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { textsIn } from '@rollcall/contract/i18n/translate';
import { DASHBOARD_ES } from '../src/features/dashboard/i18n/es';
import { expect, test } from './fixtures';

/**
 * The dashboard's own texts are translated in their own change (l10n-students); until they are in,
 * its heading is still English and only the frame around it can be checked.
 */
const isDashboardTranslated = Object.keys(DASHBOARD_ES).length > 0;

// The suite's English Accept-Language would override the app's own: here the app picks it.
test.use({ extraHTTPHeaders: {} });

test('[language] a user switches to Spanish in the header; it stays with them, and the server answers in it', async ({
  page,
  login,
  saveScreenshot,
}) => {
  // A new account: the choice is saved on the user, and the shared admin must stay English.
  const teacher = await login({ role: 'teacher', ownAccount: true });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  const nav = page.getByRole('navigation', { name: 'Principal' });
  const heading = page.getByRole('heading', { level: 2 });
  const expectSpanishDashboard = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(nav.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Estudiantes' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Asistencia' })).toBeVisible();
    await expect(heading).toBeVisible();
    if (isDashboardTranslated) await expect(heading).not.toHaveText(/Dashboard/);
  };
  await expectSpanishDashboard();
  await expect(banner.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  await saveScreenshot('language-dashboard-es');

  // Signed out, in a browser that forgot the choice: the sign-in page follows the browser again…
  const signOut = async () => {
    await banner.getByRole('button', { name: `Menú de ${teacher.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };
  await signOut();
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.reload();
  await page.getByLabel('Email address').fill(teacher.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(teacher.password);
  await page.getByRole('button', { name: AUTH_MESSAGES.submit }).click();
  // …and signing in brings the user's own language back from their profile.
  await expectSpanishDashboard();

  // The sign-in page stays in Spanish, and the server's refusal comes back in Spanish.
  await signOut();
  await expect(page.getByRole('heading', { name: textsIn('es').auth.welcome })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(teacher.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: textsIn('es').auth.submit }).click();
  const spanishRefusal = textsIn('es').errors.INVALID_CREDENTIALS;
  expect(spanishRefusal).not.toBe(ERROR_MESSAGES.INVALID_CREDENTIALS);
  await expect(page.getByRole('alert')).toHaveText(spanishRefusal);
  await saveScreenshot('language-login-es');
});

test('[language] the sign-in page switches language on the spot, without a session to save it to', async ({
  page,
}) => {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/language')) saves.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: /^FR, langue\W+Français/ })).toBeVisible();
  expect(saves).toEqual([]);
  // The choice is remembered in this browser.
  await page.reload();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
});
