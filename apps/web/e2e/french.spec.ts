import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { textsIn } from '@rollcall/contract/i18n/translate';
import { ATTENDANCE_FR } from '../src/features/attendance/i18n/fr';
import { AUDIT_LOG_FR } from '../src/features/audit-log/i18n/fr';
import { AUTH_FR } from '../src/features/auth/i18n/fr';
import { DASHBOARD_FR } from '../src/features/dashboard/i18n/fr';
import { GATE_FR } from '../src/features/gate/i18n/fr';
import { PROFILE_FR } from '../src/features/profile/i18n/fr';
import { REPORTS_FR } from '../src/features/reports/i18n/fr';
import { SETTINGS_FR } from '../src/features/settings/i18n/fr';
import { STUDENTS_FR } from '../src/features/students/i18n/fr';
import { USERS_FR } from '../src/features/users/i18n/fr';
import { COMMON_FR } from '../src/i18n/common/fr';
import { cutOffTexts, type DeliberateCut } from './cut-off-texts';
import { expect, test, type Account } from './fixtures';
import { scanByApi } from './fixtures/attendance-data';
import { addDays, recordDay, schoolToday, weekdaysBetween } from './fixtures/reports-data';
import { createStudent } from './fixtures/students-data';

/** The contract's texts in French, by key. */
const fr = textsIn('fr');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Every screen is looked at even when one fails, so one run lists everything cut. */
const softly = expect.configure({ soft: true, timeout: 5_000 });

// The browser asks for French; the config's English Accept-Language would override the app's.
test.use({ locale: 'fr-FR', extraHTTPHeaders: {} });

type School = { longName: string; longStudentId: string; absentName: string };

/**
 * A small French school: a student with every detail and a long name, two more checked in today
 * (one edited afterwards, for the audit log), one absent, and a month of days behind the first.
 */
async function seedSchool(api: APIRequestContext): Promise<School> {
  const today = schoolToday();
  const enrollmentDate = addDays(today, -40);
  const long = await createStudent(api, {
    firstName: 'Marie-Clémentine',
    lastName: 'de La Rochefoucauld-Montmorency',
    class: '11',
    section: 'C',
    enrollmentDate,
    email: 'marie-clementine.delarochefoucauld@eleves.ecole.fr',
    phoneNumber: '555-0142',
    dateOfBirth: '2009-03-14',
    gender: 'female',
    rollNumber: '27',
    guardianName: 'Jean-Baptiste de La Rochefoucauld-Montmorency',
    guardianPhone: '555-0143',
    guardianEmail: 'jb.delarochefoucauld@famille.fr',
    guardianRelation: 'guardian',
    guardianLanguage: 'fr',
    address: {
      street: '12, rue des Écoles',
      city: 'Saint-Rémy-de-Provence',
      state: 'Bouches-du-Rhône',
      zipCode: '13210',
      country: 'France',
    },
    emergencyContact: { name: 'Hélène Dupont-Aignan', phone: '555-0144' },
    medicalInfo: { bloodType: 'O+', allergies: ['arachides', 'pollen de graminées'] },
    notes: 'Récupérée le mercredi à 11 h 30 par sa grand-mère.',
  });
  const leo = await createStudent(api, { firstName: 'Léo', lastName: 'Martin', enrollmentDate });
  const chloe = await createStudent(api, {
    firstName: 'Chloé',
    lastName: 'Bernard',
    enrollmentDate,
  });
  const absent = await createStudent(api, {
    firstName: 'Hugo',
    lastName: 'Petit',
    class: '9',
    section: 'A',
  });
  for (const [index, day] of weekdaysBetween(addDays(today, -28), addDays(today, -1)).entries()) {
    if (index % 4 === 3) continue;
    await recordDay(api, long._id, day, index % 3 === 0 ? 'late' : 'present', 12);
  }
  await scanByApi(api, long.studentId);
  const edited = await scanByApi(api, leo.studentId);
  await scanByApi(api, chloe.studentId);
  const edit = await api.put(`/api/attendance/${edited._id}`, {
    data: { status: 'late', minutesLate: 12, reason: 'Retard du car scolaire' },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  return {
    longName: `${long.firstName} ${long.lastName}`,
    longStudentId: long._id,
    absentName: `${absent.firstName} ${absent.lastName}`,
  };
}

/** Two frames: the resize's media queries and the re-render they cause are on screen. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Looks at the screen as it is at 1280 × 800 and at 390 × 844: nothing cut off (soft, so every
 * screen is seen), and a screenshot fr-<screen>-<width>.png for people to look at.
 */
async function look(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  { deliberate = [], isDialog = false }: { deliberate?: DeliberateCut[]; isDialog?: boolean } = {},
) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await settle(page);
    await softly
      .poll(() => cutOffTexts(page, deliberate), { message: `fr-${screen}-${size.width}` })
      .toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`fr-${screen}-${size.width}.png`),
      // A dialog is seen as it opens, over the screen; a screen whole.
      fullPage: !isDialog,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/** Opens a screen from the sidebar and waits for its title. */
async function open(page: Page, link: string, title: string) {
  await page
    .getByRole('navigation', { name: COMMON_FR.nav.main })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
}

async function signIn(page: Page, account: Account) {
  await page.getByLabel(AUTH_FR.login.email).fill(account.email);
  await page
    .getByRole('textbox', { name: COMMON_FR.fields.password, exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: fr.auth.submit }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: DASHBOARD_FR.header.adminTitle }),
  ).toBeVisible();
}

test('[language] every screen in French, on a computer and on a phone, with no text cut off', async ({
  page,
  adminApi,
  createUser,
}, testInfo) => {
  test.setTimeout(150_000);
  const school = await seedSchool(adminApi);
  // An admin of its own: the suite's admin stays English, and a long name tries the header.
  const admin = await createUser({ role: 'admin', name: 'Françoise Delacroix-Beaumont' });
  await createUser({ name: 'Anne-Sophie Lefèvre-Castelnau' });
  const dialog = page.getByRole('dialog');

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await look(page, testInfo, 'connexion');
  await signIn(page, admin);
  await expect(page.getByText(school.longName).first()).toBeVisible();
  await look(page, testInfo, 'tableau-de-bord');

  await page.getByRole('button', { name: COMMON_FR.scanQrCode }).first().click();
  await expect(dialog.getByRole('heading', { name: COMMON_FR.scanQrCode })).toBeVisible();
  await look(page, testInfo, 'scanner', { isDialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await open(page, COMMON_FR.nav.students, STUDENTS_FR.page.title);
  // The suite's other files add students to this server: the search finds the long name.
  await page.getByLabel(COMMON_FR.filters.search).fill('Rochefoucauld');
  await expect(page.getByRole('row').filter({ hasText: school.longName })).toBeVisible();
  await look(page, testInfo, 'eleves');
  await page.getByRole('button', { name: COMMON_FR.addNewStudent }).click();
  await expect(dialog.getByRole('heading', { name: COMMON_FR.addNewStudent })).toBeVisible();
  await look(page, testInfo, 'eleve-nouveau', { isDialog: true });
  await dialog.getByRole('button', { name: COMMON_FR.cancel }).click();
  await page.getByRole('button', { name: `Modifier ${school.longName}` }).click();
  await expect(dialog.getByLabel(COMMON_FR.fields.city)).toHaveValue('Saint-Rémy-de-Provence');
  await look(page, testInfo, 'eleve-modifier', { isDialog: true });
  await dialog.getByRole('button', { name: COMMON_FR.cancel }).click();
  await page.getByRole('button', { name: `Imprimer la carte de ${school.longName}` }).click();
  await expect(dialog.getByRole('img', { name: `Code QR de ${school.longName}` })).toBeVisible();
  await look(page, testInfo, 'eleve-carte', { isDialog: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await open(page, COMMON_FR.nav.attendance, ATTENDANCE_FR.page.title);
  await expect(page.getByRole('row').filter({ hasText: school.longName })).toBeVisible();
  await look(page, testInfo, 'presences');
  const since = addDays(schoolToday(), -28);
  await page.goto(`/attendance?studentId=${school.longStudentId}&startDate=${since}`);
  await expect(page.getByRole('row').filter({ hasText: school.longName }).nth(3)).toBeVisible();
  await look(page, testInfo, 'eleve-historique');

  await open(page, COMMON_FR.nav.absentee, fr.absentee.heading);
  await expect(page.getByText(school.absentName).first()).toBeVisible();
  await look(page, testInfo, 'absences');

  await open(page, COMMON_FR.nav.reports, fr.reports.title);
  await page.getByRole('button', { name: fr.reports.newReportButton }).click();
  await expect(dialog.getByRole('heading', { name: fr.reports.newReportButton })).toBeVisible();
  await look(page, testInfo, 'rapport-nouveau', { isDialog: true });
  await dialog.getByRole('button', { name: REPORTS_FR.newReport.submit }).click();
  await expect(dialog).toHaveCount(0);
  const recent = page.getByRole('region', { name: REPORTS_FR.recent.title });
  await expect(recent.getByText(fr.reportStatuses.Ready, { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await look(page, testInfo, 'rapports');

  await open(page, COMMON_FR.nav.idCards, fr.idCards.title);
  await page.getByRole('textbox', { name: fr.common.student, exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${school.longName}`) }).click();
  await expect(
    page.getByRole('group', { name: COMMON_FR.card.label.replace('{{name}}', school.longName) }),
  ).toBeVisible();
  await look(page, testInfo, 'cartes', {
    deliberate: [
      {
        text: /^cut sideways \[div\]: (.+ · )\1/,
        reason: 'the security microtext repeats the school and number, clipped at the card’s edge',
      },
    ],
  });

  await open(page, COMMON_FR.nav.users, USERS_FR.page.title);
  await expect(page.getByRole('row').filter({ hasText: admin.name })).toBeVisible();
  await look(page, testInfo, 'utilisateurs');
  await page.getByRole('button', { name: USERS_FR.page.add }).click();
  await expect(dialog.getByRole('heading', { name: USERS_FR.form.addTitle })).toBeVisible();
  await look(page, testInfo, 'utilisateur-nouveau', { isDialog: true });
  await dialog.getByRole('button', { name: COMMON_FR.cancel }).click();

  await open(page, COMMON_FR.nav.gateDevices, COMMON_FR.nav.gateDevices);
  await page.getByLabel(GATE_FR.form.name).fill('Tablette du portail principal');
  await page.getByLabel(GATE_FR.form.location, { exact: true }).fill('Entrée de la cour');
  await page.getByRole('button', { name: GATE_FR.form.submit }).click();
  const pairingCode = page.getByLabel(GATE_FR.pair.code, { exact: true });
  await expect(pairingCode).toHaveText(/^[A-Z2-9]{8}$/);
  const code = (await pairingCode.textContent()) ?? '';
  await look(page, testInfo, 'bornes');

  await open(page, COMMON_FR.nav.settings, SETTINGS_FR.screen.title);
  for (const [id, label] of Object.entries(SETTINGS_FR.categories)) {
    await page.getByRole('tab', { name: label }).click();
    const panel = page.getByRole('tabpanel', { name: label });
    await expect(panel.getByRole('heading').first()).toBeVisible();
    await expect(panel.getByLabel(SETTINGS_FR.form.loading)).toHaveCount(0);
    await look(page, testInfo, `parametres-${id}`);
    if (id !== 'security') continue;
    const log = page.getByRole('region', { name: fr.auditLog.title });
    await log.getByRole('button', { name: AUDIT_LOG_FR.changes.show }).first().click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await look(page, testInfo, 'journal-audit');
  }

  // The menu's name goes on with the role ("…, Administrateur"): its start is enough.
  const userMenu = COMMON_FR.header.userMenu.replace('{{name}}', admin.name).split(', ')[0] ?? '';
  await page.getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitem', { name: COMMON_FR.header.profileSettings }).click();
  await expect(page.getByRole('heading', { level: 2, name: PROFILE_FR.page.title })).toBeVisible();
  await look(page, testInfo, 'profil');
  await page.getByRole('button', { name: PROFILE_FR.security.enable, exact: true }).click();
  await expect(dialog.getByRole('img', { name: PROFILE_FR.enableTwoFactor.qr })).toBeVisible();
  await look(page, testInfo, 'profil-2fa', { isDialog: true });
  await dialog.getByRole('button', { name: COMMON_FR.cancel }).click();

  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { name: COMMON_FR.notFound.title })).toBeVisible();
  await look(page, testInfo, 'introuvable');

  await page.goto('/gate/pair');
  await expect(page.getByRole('heading', { name: GATE_FR.pair.title })).toBeVisible();
  await page.getByLabel(GATE_FR.pair.code).fill(code);
  await look(page, testInfo, 'borne-association');
  await page.getByRole('button', { name: GATE_FR.pair.submit }).click();
  await expect(page.getByLabel(GATE_FR.kiosk.scanLabel)).toBeFocused();
  await look(page, testInfo, 'borne');
});
