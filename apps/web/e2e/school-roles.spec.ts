import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGES } from '@rollcall/contract/languages';
import type { SchoolsResponse } from '@rollcall/contract/schools';
import { USER_MESSAGES, type SchoolRole, type User } from '@rollcall/contract/users';
import { expectNoViolations } from './axe';
import {
  browserSignIn,
  expect,
  noteSession,
  screenshotPath,
  TEACHER_PASSWORD,
  test,
  uniqueEmail,
  type Account,
} from './fixtures';
import { openInLanguage } from './language';
import { startServer, type RunningServer } from './own-server';
import { FIRST_SCHOOL, insertSchool, NORTH } from './school-database';
import { ADMIN, PORT } from './test-env';

// A district of two schools of its own (e2e/school-database.ts), on a server beside the workers'
// (PORT + 2 + index, up to six workers) and the other specs' own servers (PORT + 1, 20, 23–25).
const DISTRICT_PORT = PORT + 9;
test.use({ baseURL: `http://127.0.0.1:${DISTRICT_PORT}` });
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

let dataDir: string;
let server: RunningServer | undefined;
let northId: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-school-roles-'));
  // Started once to migrate and make the first school, then again with the second one added.
  await (await startServer(DISTRICT_PORT, { dataDir })).stop();
  northId = await insertSchool(dataDir, NORTH);
  server = await startServer(DISTRICT_PORT, { dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A staff account the district administrator makes, placed at schools as the API takes them. */
async function placeAccount(api: APIRequestContext, name: string, schools: SchoolRole[]) {
  const account: Account = {
    name,
    email: uniqueEmail('staff'),
    password: TEACHER_PASSWORD,
    role: 'teacher',
  };
  const response = await api.post('/api/users', {
    data: { ...account, schools, isDistrictAdmin: false, isActive: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...account, id: ((await response.json()) as { data: { user: User } }).data.user._id };
}

/** The first school's id (the one the installation began with), asked of the API. */
async function firstSchoolId(api: APIRequestContext): Promise<string> {
  const list = await api.get('/api/schools');
  const { schools } = ((await list.json()) as { data: SchoolsResponse }).data;
  expect(schools.map((school) => school.name)).toEqual([NORTH.name, FIRST_SCHOOL]);
  return schools[1]?._id ?? '';
}

async function signInAs(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await browserSignIn(page, account);
  await noteSession(page);
  await page.goto('/dashboard');
}

const userMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^User menu for ${name}, `) });

test('[school roles] a district administrator places a teacher at a second school as its administrator', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const firstId = await firstSchoolId(adminApi);
  const teacher = await placeAccount(adminApi, 'Tomas Twoschools', [
    { schoolId: northId, role: 'teacher' },
  ]);

  await login({ role: 'admin' });
  await page.goto('/users');
  await page.getByLabel('Search').fill(teacher.email);
  await page.getByRole('button', { name: `Edit ${teacher.name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  const section = modal.getByRole('group', { name: 'Schools' });
  await expect(section.getByLabel(NORTH.name)).toHaveValue('teacher');
  await expect(section.getByLabel(FIRST_SCHOOL)).toHaveValue('');
  await expect(section.getByRole('checkbox', { name: 'District administrator' })).not.toBeChecked();
  // The one role select gives way to the schools.
  await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
  await section.getByLabel(FIRST_SCHOOL).selectOption({ label: 'Administrator' });
  await expectNoViolations(page, 'the user form with its schools', '[role="dialog"]');
  await saveScreenshot('school-roles-user-form');
  await modal.getByRole('button', { name: 'Update User' }).click();
  await expect(modal).toBeHidden();

  const saved = await adminApi.get(`/api/users/${teacher.id}`);
  const { user } = ((await saved.json()) as { data: { user: User } }).data;
  expect(new Set(user.schools.map((entry) => `${entry.schoolId}:${entry.role}`))).toEqual(
    new Set([`${northId}:teacher`, `${firstId}:admin`]),
  );
  expect(user.isDistrictAdmin).toBe(false);
});

test('[school roles] a teacher at one school and administrator at another sees the admin screens after switching', async ({
  page,
  adminApi,
  saveScreenshot,
}) => {
  const firstId = await firstSchoolId(adminApi);
  const account = await placeAccount(adminApi, 'Ulla Upgraded', [
    { schoolId: northId, role: 'teacher' },
    { schoolId: firstId, role: 'admin' },
  ]);
  await signInAs(page, account);
  // Nothing chosen yet: the first school by name, where they teach.
  await expect(page.getByRole('heading', { level: 2, name: 'Teacher Dashboard' })).toBeVisible();
  await expect(userMenu(page, account.name)).toHaveAccessibleName(/, Teacher$/);
  await expect(page.getByRole('heading', { name: 'Teacher Tools' })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /, current school$/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: FIRST_SCHOOL }).click();
  // The same screen, asked again: no loading screen, and the role is the one at the new school.
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeVisible();
  await expect(userMenu(page, account.name)).toHaveAccessibleName(/, Administrator$/);
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
  await saveScreenshot('school-roles-admin-after-switch');
});

test('[school roles] a school’s administrator sees no backup, maintenance or API token screens', async ({
  page,
  adminApi,
  saveScreenshot,
}) => {
  const firstId = await firstSchoolId(adminApi);
  const account = await placeAccount(adminApi, 'Sam Schooladmin', [
    { schoolId: firstId, role: 'admin' },
  ]);
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refusals.push(response.url());
  });
  await signInAs(page, account);
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeVisible();
  // A link to a district category opens the first one instead.
  await page.goto('/settings?category=backup');
  const categories = page.getByRole('tablist', { name: 'Settings categories' });
  await expect(categories.getByRole('tab', { name: 'General Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(categories.getByRole('tab', { name: 'Backup & Restore' })).toHaveCount(0);
  await expect(categories.getByRole('tab', { name: 'API tokens' })).toHaveCount(0);

  await categories.getByRole('tab', { name: 'Security & Privacy' }).click();
  const security = page.getByRole('form', { name: 'Security & Privacy' });
  await expect(security.getByText(/only a district administrator changes them/)).toBeVisible();
  await expect(security.getByRole('switch').first()).toBeDisabled();
  await expect(security.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expectNoViolations(page, 'security settings of a school’s administrator', 'main');
  await saveScreenshot('school-roles-security-locked');

  await categories.getByRole('tab', { name: 'System Maintenance' }).click();
  await expect(page.getByRole('button', { name: 'Export students (CSV)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Cache' })).toHaveCount(0);
  await expect(page.getByText(/Maintenance mode, backups and the caches/)).toBeVisible();
  await expectNoViolations(page, 'maintenance of a school’s administrator', 'main');
  expect(refusals).toEqual([]);

  // An account that works at another school too is the district's to rename: the form says so.
  const shared = await placeAccount(adminApi, 'Wanda Wideschools', [
    { schoolId: northId, role: 'teacher' },
    { schoolId: firstId, role: 'teacher' },
  ]);
  await page.goto('/users');
  await page.getByRole('button', { name: `Edit ${shared.name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  await expect(modal.getByRole('group', { name: 'Schools' })).toHaveCount(0);
  await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveValue('teacher');
  await modal.getByLabel('Name').fill('Wanda Renamed');
  await modal.getByRole('button', { name: 'Update User' }).click();
  await expect(modal.getByRole('alert')).toHaveText(USER_MESSAGES.otherSchools);
  await expectNoViolations(page, 'a refusal in the user form', '[role="dialog"]');
});

test('[school roles] the changed screens in three languages, at laptop and phone size', async ({
  page,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const firstId = await firstSchoolId(adminApi);
  const schoolAdmin = await placeAccount(adminApi, 'Lena Languages', [
    { schoolId: firstId, role: 'admin' },
  ]);
  const twoSchools = await placeAccount(adminApi, 'Paz Polyglot', [
    { schoolId: northId, role: 'teacher' },
    { schoolId: firstId, role: 'admin' },
  ]);
  const shoot = (name: string) =>
    page.screenshot({ path: screenshotPath(`school-roles-${name}`), animations: 'disabled' });
  for (const language of LANGUAGES) {
    await openInLanguage(page, language);
    for (const [size, viewport] of [
      ['laptop', { width: 1280, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await signInAs(page, ADMIN);
      await page.goto('/users');
      await page
        .getByRole('row', { name: new RegExp(twoSchools.name) })
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('group')).toBeVisible();
      await shoot(`form-${language}-${size}`);
      await page.getByRole('dialog').getByRole('group').scrollIntoViewIfNeeded();
      await shoot(`form-schools-${language}-${size}`);
      await page.context().clearCookies();
      await signInAs(page, schoolAdmin);
      for (const category of ['security', 'maintenance']) {
        await page.goto(`/settings?category=${category}`);
        // The category's note on the district's part, in its panel once the settings are in.
        await expect(page.getByRole('tabpanel').getByRole('note')).toBeVisible();
        await shoot(`${category}-${language}-${size}`);
      }
      await page.context().clearCookies();
    }
  }
});
