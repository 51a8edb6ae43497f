import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SETTINGS_MESSAGES, type SchoolSettings } from '@rollcall/contract/settings';
import { expect, test } from './fixtures';
import { STUDENT_FIXTURES } from './fixtures/students-data';

const LOGO_FILE = path.join(STUDENT_FIXTURES, 'student-photo.png');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const openCategory = async (page: Page, label: string) => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: label }).click();
  return page.getByRole('form', { name: label });
};

const save = async (form: Locator) => {
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.page().getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await expect(form.page().getByRole('tab', { name: /Unsaved/ })).toHaveCount(0);
};

/** A day of the month the calendar opens on, as the calendar and the list name it. */
/**
 * Each test saves, reloads and reads several forms back; beside the unit tests on two cores the
 * longest take 25 s: give them room rather than fail on the default 30 s.
 */

const dayOfThisMonth = (day: number) => {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), day);
  return {
    iso: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    label: date.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
  };
};

const savedSettings = async (adminApi: APIRequestContext) => {
  const response = await adminApi.get('/api/settings');
  return ((await response.json()) as { data: { settings: SchoolSettings } }).data.settings;
};

// The e2e server is shared by every spec: what these tests change is put back afterwards.
let original: SchoolSettings;
test.beforeAll(async ({ adminApi }) => {
  original = await savedSettings(adminApi);
});
test.afterAll(async ({ adminApi }) => {
  const restored = await adminApi.put('/api/settings', { data: original });
  expect(restored.status(), await restored.text()).toBe(200);
  if (!original.hasLogo) await adminApi.delete('/api/settings/logo');
});

test('[settings] admin saves the general settings and sees them after a reload', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const form = await openCategory(page, 'General Settings');
  await form.getByLabel('School name').fill('Lincoln High School');
  await form.getByLabel('Address').fill('12 Elm Street\nSpringfield, IL 62701');
  await form.getByLabel('Phone').fill('+1 (217) 555-0100');
  await form.getByLabel('Website').fill('https://lincoln.example.edu');

  if (await form.getByRole('button', { name: 'Remove the academic year' }).isVisible()) {
    await form.getByRole('button', { name: 'Remove the academic year' }).click();
  }
  await form.getByRole('button', { name: 'Set the academic year' }).click();
  await form.getByLabel('Academic year').fill('2026-2027');
  await form.getByLabel('Year starts').fill('2026-08-20');
  await form.getByLabel('Year ends').fill('2027-06-15');
  await form.getByRole('button', { name: 'Add a term' }).click();
  await form.getByRole('button', { name: 'Add a term' }).click();
  const fall = form.getByRole('group', { name: 'Term 1' });
  await fall.getByLabel('Name').fill('Fall semester');
  await fall.getByLabel('Starts').fill('2026-08-20');
  await fall.getByLabel('Ends').fill('2026-12-18');
  const spring = form.getByRole('group', { name: 'Term 2' });
  await spring.getByLabel('Name').fill('Spring semester');
  await spring.getByLabel('Starts').fill('2027-01-05');
  await spring.getByLabel('Ends').fill('2027-06-15');

  await form.getByRole('textbox', { name: 'Time zone' }).click();
  await form.getByRole('textbox', { name: 'Time zone' }).fill('central');
  await page.getByRole('option', { name: 'Central (America/Chicago)' }).click();
  await form.getByLabel('Default language').selectOption('es');
  await expect(page.getByRole('tab', { name: /General Settings.*Unsaved/ })).toBeVisible();
  await saveScreenshot('settings-general');
  await save(form);

  await page.reload();
  const reloaded = await openCategory(page, 'General Settings');
  await expect(reloaded.getByLabel('School name')).toHaveValue('Lincoln High School');
  await expect(reloaded.getByLabel('Address')).toHaveValue('12 Elm Street\nSpringfield, IL 62701');
  await expect(reloaded.getByLabel('Phone')).toHaveValue('+1 (217) 555-0100');
  await expect(reloaded.getByLabel('Website')).toHaveValue('https://lincoln.example.edu');
  await expect(reloaded.getByLabel('Academic year')).toHaveValue('2026-2027');
  await expect(reloaded.getByLabel('Year starts')).toHaveValue('2026-08-20');
  await expect(reloaded.getByLabel('Year ends')).toHaveValue('2027-06-15');
  await expect(reloaded.getByRole('group', { name: 'Term 2' }).getByLabel('Name')).toHaveValue(
    'Spring semester',
  );
  await expect(reloaded.getByRole('group', { name: 'Term 2' }).getByLabel('Ends')).toHaveValue(
    '2027-06-15',
  );
  await expect(reloaded.getByRole('textbox', { name: 'Time zone' })).toHaveValue(
    'Central (America/Chicago)',
  );
  await expect(reloaded.getByLabel('Default language')).toHaveValue('es');

  await reloaded.getByLabel('Academic year').scrollIntoViewIfNeeded();
  await saveScreenshot('settings-general-academic-year');
  await page.setViewportSize(PHONE);
  await saveScreenshot('settings-general-phone');
  await reloaded.getByRole('group', { name: 'Term 1' }).scrollIntoViewIfNeeded();
  await saveScreenshot('settings-general-terms-phone');
  await page.setViewportSize(DESKTOP);
});

test('[settings] a term outside the academic year gets its message on its start date', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  const form = await openCategory(page, 'General Settings');
  if (!(await form.getByLabel('Academic year').isVisible())) {
    await form.getByRole('button', { name: 'Set the academic year' }).click();
  }
  await form.getByLabel('Academic year').fill('2026-2027');
  await form.getByLabel('Year starts').fill('2026-08-20');
  await form.getByLabel('Year ends').fill('2027-06-15');
  await form.getByRole('button', { name: 'Add a term' }).click();
  const terms = form.getByRole('group', { name: /^Term \d+$/ });
  const added = terms.last();
  await added.getByLabel('Name').fill('Summer school');
  await added.getByLabel('Starts').fill('2027-07-01');
  await added.getByLabel('Ends').fill('2027-07-30');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(added.getByText(SETTINGS_MESSAGES.termOutsideYear)).toBeVisible();
  await expect(added.getByLabel('Starts')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toHaveCount(0);
});

test('[settings] admin uploads the school logo, sees it, and removes it', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const form = await openCategory(page, 'General Settings');
  await form.locator('input[type="file"]').setInputFiles(LOGO_FILE);
  await expect(form.getByRole('img', { name: 'Preview of the new school logo' })).toBeVisible();
  await form.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.logoSaved)).toBeVisible();

  const logo = form.getByRole('img', { name: 'School logo', exact: true });
  await expect(logo).toBeVisible();
  // Drawn from the signed link: the browser fetched and decoded the stored picture.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(logo).toHaveAttribute('src', /^\/api\/settings\/logo\/.+signature=/);
  await saveScreenshot('settings-general-logo');

  await page.reload();
  const reloaded = await openCategory(page, 'General Settings');
  await expect(reloaded.getByRole('img', { name: 'School logo', exact: true })).toBeVisible();
  await reloaded.getByRole('button', { name: 'Remove logo' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the school logo?' })
    .getByRole('button', { name: 'Remove logo' })
    .click();
  await expect(page.getByText(SETTINGS_MESSAGES.logoRemoved)).toBeVisible();
  await expect(reloaded.getByText('No logo')).toBeVisible();
});

test("[settings] a teacher sees the school's logo with its details", async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const uploaded = await adminApi.post('/api/settings/logo', {
    multipart: {
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: await readFile(LOGO_FILE) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  try {
    await login({ role: 'teacher' });
    await page.goto('/settings');
    const logo = page.getByRole('img', { name: 'School logo', exact: true });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await saveScreenshot('settings-teacher-logo');
  } finally {
    await adminApi.delete('/api/settings/logo');
  }
});

test('[settings] admin saves the attendance settings and sees them after a reload', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const form = await openCategory(page, 'Attendance Settings');
  await form.getByLabel('School starts').fill('08:15');
  await form.getByLabel('Absentee cutoff').fill('10:30');
  await form.getByLabel('Dismissal').fill('15:20');
  await form.getByLabel('Grace period').fill('7');
  await form.getByLabel('Very late after').fill('25');
  await form.getByRole('checkbox', { name: 'Monday' }).check();
  await form.getByRole('checkbox', { name: 'Saturday' }).check();
  await form.getByRole('checkbox', { name: 'Sunday' }).uncheck();
  await save(form);

  await page.reload();
  const reloaded = await openCategory(page, 'Attendance Settings');
  await expect(reloaded.getByLabel('School starts')).toHaveValue('08:15');
  await expect(reloaded.getByLabel('Absentee cutoff')).toHaveValue('10:30');
  await expect(reloaded.getByLabel('Dismissal')).toHaveValue('15:20');
  await expect(reloaded.getByLabel('Grace period')).toHaveValue('7 min');
  await expect(reloaded.getByLabel('Very late after')).toHaveValue('25 min');
  await expect(reloaded.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await saveScreenshot('settings-attendance');
});

test('[settings] the holiday calendar adds and removes days, and the list is saved', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const form = await openCategory(page, 'Attendance Settings');
  const holidays = form.getByRole('list', { name: /holidays?$/ });
  const [tenth, twentieth, twentyFifth] = [10, 20, 25].map(dayOfThisMonth);
  if (!tenth || !twentieth || !twentyFifth) throw new Error('unreachable');
  const calendarDay = (day: { label: string }) =>
    form.getByRole('button', { name: day.label, exact: true });
  const removeButton = (day: { label: string }) =>
    form.getByRole('button', { name: `Remove holiday ${day.label}` });

  // Picked out of order, listed in date order.
  for (const day of [twentyFifth, tenth, twentieth]) {
    if ((await calendarDay(day).getAttribute('aria-pressed')) !== 'true') {
      await calendarDay(day).click();
    }
    await expect(calendarDay(day)).toHaveAttribute('aria-pressed', 'true');
  }
  const listed = await holidays.getByRole('listitem').allInnerTexts();
  const ours = listed.filter((text) =>
    [tenth, twentieth, twentyFifth].some((day) => text.includes(day.label)),
  );
  expect(ours.map((text) => text.trim())).toEqual([
    tenth.label,
    twentieth.label,
    twentyFifth.label,
  ]);

  // Clicking a chosen day again removes it; so does its remove button in the list.
  await calendarDay(twentieth).click();
  await expect(removeButton(twentieth)).toHaveCount(0);
  await expect(calendarDay(twentieth)).toHaveAttribute('aria-pressed', 'false');
  await removeButton(twentyFifth).click();
  await expect(removeButton(twentyFifth)).toHaveCount(0);
  await expect(calendarDay(twentyFifth)).toHaveAttribute('aria-pressed', 'false');
  await saveScreenshot('settings-attendance-holidays');
  await save(form);

  await page.reload();
  const reloaded = await openCategory(page, 'Attendance Settings');
  await expect(
    reloaded.getByRole('button', { name: `Remove holiday ${tenth.label}` }),
  ).toBeVisible();
  await expect(
    reloaded.getByRole('button', { name: `Remove holiday ${twentyFifth.label}` }),
  ).toHaveCount(0);
  await expect(reloaded.getByRole('button', { name: tenth.label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.setViewportSize(PHONE);
  await saveScreenshot('settings-attendance-phone');
  await reloaded.getByRole('group', { name: 'Holidays' }).scrollIntoViewIfNeeded();
  await saveScreenshot('settings-attendance-holidays-phone');
  await page.setViewportSize(DESKTOP);
});

test('[settings] an absentee cutoff before the start gets its message and nothing is saved', async ({
  page,
  login,
  adminApi,
}) => {
  await login({ role: 'admin' });
  const form = await openCategory(page, 'Attendance Settings');
  await form.getByLabel('School starts').fill('09:00');
  await form.getByLabel('Absentee cutoff').fill('08:30');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.cutoffAfterStart)).toBeVisible();
  await expect(form.getByLabel('Absentee cutoff')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Grace period').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText(SETTINGS_MESSAGES.gracePeriodRange)).toBeVisible();

  expect((await savedSettings(adminApi)).absenteeCutoffTime).not.toBe('08:30');
});
