import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { MEDIA_MESSAGES } from '@rollcall/contract/media';
import { expect, test, TEACHER_PASSWORD } from './fixtures';

/** A valid 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('[profile] user edits and saves the profile', async ({ page, login, saveScreenshot }) => {
  const teacher = await login({ role: 'teacher', ownAccount: true });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Profile Settings' })).toBeVisible();
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toHaveValue(teacher.name);
  await expect(fullName).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Role')).toHaveValue('Teacher');
  await saveScreenshot('profile-view');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await fullName.fill('Somebody Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(fullName).toHaveValue(teacher.name);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Role')).toHaveAttribute('readonly', '');
  await fullName.fill('Tess Updated');
  await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await page.getByLabel('Department').fill('Mathematics');
  await page.getByLabel('Bio').fill('Teaches algebra.');
  await expect(page.getByText('16/500 characters')).toBeVisible();
  await saveScreenshot('profile-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText(AUTH_MESSAGES.profileUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Tess Updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Tess Updated');
  await expect(page.getByLabel('Department')).toHaveValue('Mathematics');
  await expect(page.getByLabel('Bio')).toHaveValue('Teaches algebra.');
});

test('[profile] invalid profile fields show their messages', async ({ page, login }) => {
  await login({ role: 'teacher', ownAccount: true });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Email Address').fill('nope');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('[profile] user uploads an avatar picture', async ({ page, login, saveScreenshot }) => {
  await login({ role: 'teacher', ownAccount: true });
  await page.goto('/profile');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText(MEDIA_MESSAGES.wrongType)).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Preview of the new photo')).toBeVisible();
  await saveScreenshot('profile-avatar-preview');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText(AUTH_MESSAGES.profileUpdated)).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toBeVisible();
});

test('[profile] sessions list signs out another browser', async ({
  page,
  login,
  saveScreenshot,
}) => {
  const teacher = await login({ role: 'teacher', ownAccount: true });
  const other = await page.request.post('/api/auth/login', {
    data: { email: teacher.email, password: teacher.password },
    headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0' },
  });
  expect(other.ok()).toBe(true);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'View Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Active Sessions' });
  await expect(dialog.getByText('This device')).toBeVisible();
  await expect(dialog.getByText('Firefox on Windows')).toBeVisible();
  await saveScreenshot('profile-sessions');
  await dialog.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
  await expect(dialog.getByText('Firefox on Windows')).toBeHidden();
  await expect(dialog.getByText('This device')).toBeVisible();
});

test('[profile] user changes the password and must sign in again', async ({
  page,
  login,
  saveScreenshot,
}) => {
  const teacher = await login({ role: 'teacher', ownAccount: true });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText(AUTH_MESSAGES.currentPasswordRequired)).toBeVisible();

  await dialog.getByLabel('Current Password').fill('Wrong-current-1');
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill('Brand-new-2');
  await dialog.getByLabel('Confirm New Password').fill('Brand-new-3');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm New Password').fill('Brand-new-2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();

  await dialog.getByLabel('Current Password').fill(TEACHER_PASSWORD);
  await saveScreenshot('profile-change-password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rollcall.session'))).toBeNull();

  await page.getByLabel('Email address').fill(teacher.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand-new-2');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
});

test('[profile] user switches the screens to Spanish, kept after a reload', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'teacher', ownAccount: true });
  await page.goto('/profile');
  await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' });
  await expect(page.getByText('Idioma cambiado a Español')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Configuración del perfil' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeVisible();
  await saveScreenshot('profile-spanish');

  // Saved to the profile, not only in this browser: without the browser's choice it stays Spanish.
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Configuración del perfil' }),
  ).toBeVisible();
  await expect(page.getByLabel('Idioma', { exact: true })).toHaveValue('es');

  await page.getByLabel('Idioma', { exact: true }).selectOption({ label: 'English' });
  await expect(page.getByText('Language changed to English')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profile Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});
