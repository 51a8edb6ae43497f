import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@rollcall/contract/languages';
import { ABSENTEE_EN } from '../src/features/absentee/i18n/en';
import { ABSENTEE_ES } from '../src/features/absentee/i18n/es';
import { ABSENTEE_FR } from '../src/features/absentee/i18n/fr';
import { COMMON_EN } from '../src/i18n/common/en';
import { COMMON_ES } from '../src/i18n/common/es';
import { COMMON_FR } from '../src/i18n/common/fr';
import { DASHBOARD_EN } from '../src/features/dashboard/i18n/en';
import { DASHBOARD_ES } from '../src/features/dashboard/i18n/es';
import { DASHBOARD_FR } from '../src/features/dashboard/i18n/fr';
import { PROFILE_EN } from '../src/features/profile/i18n/en';
import { PROFILE_ES } from '../src/features/profile/i18n/es';
import { PROFILE_FR } from '../src/features/profile/i18n/fr';
import { REPORTS_EN } from '../src/features/reports/i18n/en';
import { REPORTS_ES } from '../src/features/reports/i18n/es';
import { REPORTS_FR } from '../src/features/reports/i18n/fr';
import { STUDENTS_EN } from '../src/features/students/i18n/en';
import { STUDENTS_ES } from '../src/features/students/i18n/es';
import { STUDENTS_FR } from '../src/features/students/i18n/fr';
import { USERS_EN } from '../src/features/users/i18n/en';
import { USERS_ES } from '../src/features/users/i18n/es';
import { USERS_FR } from '../src/features/users/i18n/fr';
import { describeFindings, findViolations, type Finding } from './axe';
import { browserSignIn, expect, test } from './fixtures';
import { seedRows } from './fixtures/a11y-data';
import { GATE_CREDENTIAL_KEY, pairedCredential } from './fixtures/gate-data';
import { openInLanguage } from './language';
import { STAFF_SCREENS } from './staff-screens';
import { ADMIN } from './test-env';

// axe's script is injected into the page, which the app's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** The buttons that open dialogs, in each language (the walk reads no English by itself). */
const LABELS = {
  en: {
    absentee: ABSENTEE_EN,
    common: COMMON_EN,
    dashboard: DASHBOARD_EN,
    students: STUDENTS_EN,
    users: USERS_EN,
    profile: PROFILE_EN,
    reports: REPORTS_EN,
  },
  es: {
    absentee: ABSENTEE_ES,
    common: COMMON_ES,
    dashboard: DASHBOARD_ES,
    students: STUDENTS_ES,
    users: USERS_ES,
    profile: PROFILE_ES,
    reports: REPORTS_ES,
  },
  fr: {
    absentee: ABSENTEE_FR,
    common: COMMON_FR,
    dashboard: DASHBOARD_FR,
    students: STUDENTS_FR,
    users: USERS_FR,
    profile: PROFILE_FR,
    reports: REPORTS_FR,
  },
} satisfies Record<Language, unknown>;

/** The staff screens, each found by its address; the walk waits for its level-2 heading. */
const SCREENS = [...STAFF_SCREENS, '/no-such-screen'];

/** Signs the browser in the way the sign-in screen would, without reading its words. */
async function storeSession(page: Page, account: { email: string; password: string } = ADMIN) {
  await browserSignIn(page, account);
  await page.evaluate(() => localStorage.setItem('rollcall.session', 'cookie'));
}

/** Waits until a screen (or a dialog) has loaded its data: no loader, skeleton or busy table. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(
    page.locator('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]'),
  ).toHaveCount(0);
}

/** Opens a dialog, checks it, and closes it with Escape (the keyboard's way out). */
async function checkDialog(page: Page, where: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Mantine's opening transition: axe measures colours mid-fade otherwise.
  await expect(dialog).toHaveCSS('opacity', '1');
  await settled(page);
  const findings = await findViolations(page, where, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return findings;
}

/**
 * Every run walks each language once and each size at least once, in three walks, to keep the
 * suite's time (each walk takes 70–190 s on two busy cores): colours and structure do not change with
 * the language, and words (label in name, lang) do not change with the size. Set
 * A11Y_EVERY_COMBINATION=1 to walk all six, before a release or an update of docs/accessibility.md.
 */
const WALKS: ReadonlyArray<readonly [Language, keyof typeof SIZES]> =
  process.env.A11Y_EVERY_COMBINATION === '1'
    ? LANGUAGES.flatMap((language) => [
        [language, 'desktop'] as const,
        [language, 'phone'] as const,
      ])
    : [
        ['en', 'desktop'],
        ['es', 'phone'],
        ['fr', 'phone'],
      ];

for (const [language, size] of WALKS) {
  test(`[a11y] every screen and dialog passes axe (WCAG 2.2 AA) in ${language} on a ${size}`, async ({
    page,
    adminApi,
    createUser,
  }) => {
    test.setTimeout(300_000);
    const texts = LABELS[language];
    // Rows in every table (today's attendance, absentees and their delivery log, a report, a user),
    // so the walk checks row-level controls whatever ran before it in this worker.
    await seedRows(adminApi);
    await page.setViewportSize(SIZES[size]);
    await openInLanguage(page, language);
    const findings: Finding[] = [];
    const check = async (where: string, scope?: string) =>
      findings.push(...(await findViolations(page, where, scope)));

    // Signed out: the gate's pairing page, the kiosk of a paired tablet, and sign-in.
    await page.goto('/gate/pair');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('gate pairing');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: GATE_CREDENTIAL_KEY,
      value: await pairedCredential(adminApi),
    });
    await page.goto('/gate');
    await expect(page.getByRole('textbox')).toBeFocused();
    await check('gate kiosk');
    await page.goto('/login');
    await expect(page.locator('button[type=submit]')).toBeVisible();
    await check('sign-in');
    await storeSession(page);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The header and sidebar are the same on every staff screen: checked with the first.
      await check(screen, screen === SCREENS[0] ? undefined : 'main');
      // Every tab of a tabbed screen (settings' categories, absentee's log).
      const tabs = page.getByRole('tab');
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await settled(page);
        await check(`${screen} tab ${index + 1}`, 'main');
      }
    }

    await page.goto('/reports');
    await settled(page);
    const tableViews = page.getByRole('radio', { name: texts.reports.charts.table });
    for (let index = 0; index < (await tableViews.count()); index += 1) {
      // The segmented control's radio is drawn 0 × 0 under its label: clicked where it is.
      await tableViews.nth(index).dispatchEvent('click');
      await expect(tableViews.nth(index)).toBeChecked();
    }
    await check('/reports table views', 'main');

    await page.goto('/dashboard');
    await settled(page);
    findings.push(
      ...(await checkDialog(page, 'scan dialog', () =>
        page.getByRole('button', { name: texts.common.scanQrCode }).first().click(),
      )),
    );

    await page.goto('/students');
    await settled(page);
    findings.push(
      ...(await checkDialog(page, 'add student', () =>
        page.getByRole('button', { name: texts.common.addNewStudent }).click(),
      )),
      ...(await checkDialog(page, 'import students', () =>
        page.getByRole('button', { name: texts.students.page.importCsv }).click(),
      )),
      ...(await checkDialog(page, 'student ID card', () =>
        page
          .getByRole('button', {
            name: texts.students.rowActions.printIdFor.replace('{{name}}', 'Axel Checker'),
          })
          .first()
          .click(),
      )),
      ...(await checkDialog(page, 'edit student', () =>
        page
          .getByRole('button', {
            name: texts.common.editPerson.replace('{{name}}', 'Axel Checker'),
          })
          .first()
          .click(),
      )),
    );

    await page.goto('/users');
    await settled(page);
    findings.push(
      ...(await checkDialog(page, 'user form', () =>
        page.getByRole('button', { name: texts.users.page.add }).click(),
      )),
    );

    await page.goto('/profile');
    await settled(page);
    findings.push(
      ...(await checkDialog(page, 'enable 2FA', () =>
        page.getByRole('button', { name: texts.profile.security.enable }).click(),
      )),
    );

    // The seeded rows' own dialogs: a guardian's notification, a logged message, a user's form.
    await page.goto('/absentee');
    await settled(page);
    findings.push(
      ...(await checkDialog(page, 'send notifications', () =>
        page
          .getByRole('button', {
            name: texts.absentee.absent.notifyGuardianOf.replace('{{name}}', 'Abby Sentee'),
          })
          .first()
          .click(),
      )),
    );
    await page.getByRole('tab').nth(1).click();
    await settled(page);
    const viewMessage = texts.absentee.log.viewAria.replace('{{recipient}}', '');
    findings.push(
      ...(await checkDialog(page, 'message details', () =>
        page.getByRole('button', { name: viewMessage }).first().click(),
      )),
    );
    await page.goto('/users');
    await settled(page);
    findings.push(
      ...(await checkDialog(page, 'edit user', () =>
        page
          .getByRole('button', {
            name: texts.common.editPerson.replace('{{name}}', 'Tara Tablerow'),
          })
          .first()
          .click(),
      )),
    );

    // A teacher at an administrator's screen: access denied.
    const teacher = await createUser({ role: 'teacher' });
    await storeSession(page, teacher);
    await page.goto('/users');
    await expect(page.getByRole('alert')).toBeVisible();
    await check('access denied');

    expect(findings, describeFindings(findings)).toEqual([]);
  });
}

test('[a11y] the axe check finds planted violations, and only inside its scope', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title></head><body>
    <main><h1>Planted</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#bbb;background:#fff">Pale text on white</p></main>
    <div role="dialog" aria-label="Clean"><button>Close</button></div></body></html>`);
  const rules = (findings: Finding[]) => [...new Set(findings.map((finding) => finding.rule))];
  expect(rules(await findViolations(page, 'planted')).sort()).toEqual(
    ['color-contrast', 'image-alt'].sort(),
  );
  // A second check on the same document reuses the axe it injected.
  expect(await findViolations(page, 'clean dialog', '[role="dialog"]')).toEqual([]);
});
