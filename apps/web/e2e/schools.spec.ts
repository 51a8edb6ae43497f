import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCHOOL_ID_HEADER, type SchoolsResponse } from '@rollcall/contract/schools';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { createStudent, openStudents, rowOf } from './fixtures/students-data';
import { tabTo } from './keyboard';
import { startServer, type RunningServer } from './own-server';
import { FIRST_SCHOOL, insertSchool, NORTH } from './school-database';
import { ADMIN, PORT } from './test-env';
import { expectNoSidewaysScroll } from './settled';

// This file adds a school to its district: it has a server and data of its own, beside the
// workers' (PORT + 2 + index) and the other specs' own servers (PORT + 1, 20, 23, 24).
const SCHOOLS_PORT = PORT + 25;
test.use({ baseURL: `http://127.0.0.1:${SCHOOLS_PORT}` });
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

let dataDir: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'rollcall-e2e-schools-'));
  server = await startServer(SCHOOLS_PORT, { dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The X-School-Id of each API request the page sends from now on (null: none named). */
function schoolsNamed(page: Page) {
  const named: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      named.push(request.headers()['x-school-id'] ?? null);
    }
  });
  return named;
}

const schoolMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /, current school$/ });

test('[schools] with one school the header has no school menu and no request names a school', async ({
  page,
  login,
  adminApi,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Una', lastName: 'Onlyschool' });
  const named = schoolsNamed(page);
  await login({ role: 'admin' });
  await openStudents(page);
  await expect(rowOf(page, student.studentId)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `User menu for ${ADMIN.name}, Admin` }),
  ).toBeVisible();
  await expect(schoolMenu(page)).toHaveCount(0);
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((school) => school !== null)).toEqual([]);
});

test.describe('[schools] a district of two schools', () => {
  let northId: string;

  // A second school, made in the database (no route makes one yet) while the server is stopped.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await server?.stop();
    northId = await insertSchool(dataDir, NORTH);
    server = await startServer(SCHOOLS_PORT, { dataDir });
  });

  test('[schools] the admin switches school in the header: the students follow, a reload keeps it, axe finds nothing', async ({
    page,
    login,
    adminApi,
    adminTokens,
    playwright,
    baseURL,
    saveScreenshot,
  }) => {
    const list = await adminApi.get('/api/schools');
    const { schools } = ((await list.json()) as { data: SchoolsResponse }).data;
    expect(schools.map((school) => school.name)).toEqual([NORTH.name, FIRST_SCHOOL]);
    const firstId = schools[1]?._id ?? '';
    /** The admin's API client acting at one school, as a script of a district would. */
    const studentAt = async (schoolId: string, name: { firstName: string; lastName: string }) => {
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: {
          Authorization: `Bearer ${adminTokens.accessToken}`,
          [SCHOOL_ID_HEADER]: schoolId,
        },
      });
      const student = await createStudent(api, name);
      await api.dispose();
      return student;
    };
    const first = await studentAt(firstId, { firstName: 'Fiona', lastName: 'Firstschool' });
    const north = await studentAt(northId, { firstName: 'Nadia', lastName: 'Northschool' });

    // Nothing chosen yet: the first school by name acts, and no screen shows a refusal.
    await login({ role: 'admin' });
    await openStudents(page);
    const menu = schoolMenu(page);
    await expect(menu).toHaveAccessibleName(`${NORTH.name}, current school`);
    await expect(rowOf(page, north.studentId)).toBeVisible();
    await expect(rowOf(page, first.studentId)).toHaveCount(0);
    await expectNoViolations(page, 'header with the school menu', 'header');

    // By keyboard: the menu names both schools, the current one marked.
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const dropdown = page.getByRole('menu');
    await expect(dropdown).toHaveCSS('opacity', '1');
    await expect(dropdown.getByRole('menuitem', { name: NORTH.name })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoViolations(page, 'the open school menu', '[role="menu"]');
    await saveScreenshot('schools-menu-open');
    const named = schoolsNamed(page);
    await dropdown.getByRole('menuitem', { name: FIRST_SCHOOL }).focus();
    await page.keyboard.press('Enter');

    await expect(menu).toHaveAccessibleName(`${FIRST_SCHOOL}, current school`);
    await expect(menu).toBeFocused();
    await expect(page.getByText(`Now working at ${FIRST_SCHOOL}`)).toBeAttached();
    await expect(rowOf(page, first.studentId)).toBeVisible();
    await expect(rowOf(page, north.studentId)).toHaveCount(0);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([firstId]));

    // Remembered for this user in this browser.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Student Management' })).toBeVisible();
    await expect(menu).toHaveAccessibleName(`${FIRST_SCHOOL}, current school`);
    await expect(rowOf(page, first.studentId)).toBeVisible();
    await expect(rowOf(page, north.studentId)).toHaveCount(0);
    await expectNoViolations(page, 'students at the chosen school');
    await saveScreenshot('schools-header');

    // A phone's header has no room for it: the schools are in the user menu, as sign-out is.
    await page.setViewportSize(PHONE);
    await expect(menu).toHaveCount(0);
    // The acting school still shows, under the title.
    await expect(page.getByTestId('acting-school')).toHaveText(FIRST_SCHOOL);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: `User menu for ${ADMIN.name}, Admin` }).click();
    const userMenu = page.getByRole('menu');
    await expect(userMenu).toHaveCSS('opacity', '1');
    await expect(userMenu.getByRole('menuitem', { name: FIRST_SCHOOL })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expectNoViolations(page, 'the user menu with the schools on a phone', '[role="menu"]');
    await saveScreenshot('schools-user-menu-phone');
    await userMenu.getByRole('menuitem', { name: NORTH.name }).click();
    await expect(page.getByText(`Now working at ${NORTH.name}`)).toBeAttached();
    await expect(rowOf(page, north.studentId)).toBeVisible();
    await expect(rowOf(page, first.studentId)).toHaveCount(0);
    await expect(page.getByTestId('acting-school')).toHaveText(NORTH.name);
    await saveScreenshot('schools-header-phone');
  });
});
