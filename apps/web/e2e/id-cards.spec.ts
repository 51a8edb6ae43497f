import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ID_CARD_MESSAGES as M,
  ID_CARD_TEMPLATE_LABELS,
  ID_CARD_TEMPLATE_OPTIONS,
  securityCodeOf,
} from '@rollcall/contract/id-cards';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { expectWholeName, LONGEST_NAME } from './card-name';
import { expect, test } from './fixtures';
import { printedHtmlOf } from './print-window';
import { decodeQr } from './qr-decode';
import { ADMIN } from './test-env';
import { nextDownload } from './fixtures/reports-data';
import { createStudent, STUDENT_FIXTURES, uploadStudentPhoto } from './fixtures/students-data';

/**
 * Grade 9 section C belongs to this spec: three students whose last names sort before anyone
 * else's in grade 9, so the first student of the class is known.
 */
type CardStudent = { _id: string; studentId: string; firstName: string; lastName: string };
type Roster = { first: CardStudent; second: CardStudent; third: CardStudent };
let roster: Roster | undefined;

/** A worker started again after a failure finds the roster the first one made. */
async function findRoster(api: APIRequestContext): Promise<Roster | undefined> {
  const response = await api.get('/api/students?class=9&section=C&search=Aabel&limit=10');
  const { data } = (await response.json()) as { data: { students: CardStudent[] } };
  const byName = (lastName: string) => data.students.find((s) => s.lastName === lastName);
  const [first, second, third] = ['Aabel', 'Aabelson', 'Aabelstrom'].map(byName);
  return first && second && third ? { first, second, third } : undefined;
}

async function seedRoster(api: APIRequestContext) {
  roster ??= await findRoster(api);
  if (roster) return roster;
  const student = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) =>
    createStudent(api, { firstName, lastName, class: '9', section: 'C', ...extra });
  const first = await student('Abe', 'Aabel', {
    dateOfBirth: '2012-03-04',
    rollNumber: '7',
    emergencyContact: { name: 'Erin Aabel', phone: '555-0701' },
    medicalInfo: { bloodType: 'A+', allergies: ['Peanuts', 'Dust', 'Bees'] },
  });
  await uploadStudentPhoto(api, first._id);
  const second = await student('Bea', 'Aabelson');
  const third = await student('Cal', 'Aabelstrom');
  roster = { first, second, third };
  return roster;
}

/** The card steps are many and the machine is shared: give each test room. */

const optionLabel = (s: CardStudent) => `${s.firstName} ${s.lastName} (9 C)`;
const cardOf = (page: Page, s: CardStudent) =>
  page.getByRole('group', { name: `ID card for ${s.firstName} ${s.lastName}` });

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function openGenerator(page: Page) {
  await page.goto('/id-cards');
  await expect(page.getByRole('heading', { level: 2, name: M.title })).toBeVisible();
}

async function openGrade9(page: Page) {
  await openGenerator(page);
  await choose(page, COMMON_MESSAGES.class, /^Grade 9 \(\d+ students\)$/);
  await expect(page.getByText(/^Loaded \d+ students from Grade 9$/)).toBeVisible();
}

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('[id-cards] an admin picks a class and a student, and the card follows every setting', async ({
  page,
  login,
  adminApi,
}) => {
  const { first, second } = await seedRoster(adminApi);
  await login({ role: 'admin' });
  await openGenerator(page);
  // On load the first student of the whole school is chosen and previewed.
  await expect(page.getByRole('group', { name: /^ID card for / })).toBeVisible();
  await expect(page.getByText(/^Loaded \d+ students from database$/)).toBeVisible();

  await choose(page, COMMON_MESSAGES.class, /^Grade 9 \(\d+ students\)$/);
  // A class change chooses the class's first student.
  await expect(page.getByRole('textbox', { name: COMMON_MESSAGES.student })).toHaveValue(
    optionLabel(first),
  );
  const card = cardOf(page, first);
  const nextYear = new Date().getFullYear() + 1;
  await expect(card).toContainText(first.studentId);
  await expect(card).toContainText('9-C');
  // The birth date as the PDF prints it: short month, day, year.
  await expect(card).toContainText('Mar 4, 2012');
  await expect(card).toContainText(`Valid: Dec ${nextYear}`);
  await expect(card).toContainText(securityCodeOf(first.studentId));
  await expect(card).toContainText('SCAN FOR ATTENDANCE');
  await expect(card.getByRole('img', { name: 'Photo of Abe Aabel' })).toBeVisible();
  const qr = card.getByRole('img', { name: 'QR code for Abe Aabel' });
  await expect(qr).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width).toBe(650);
  expect(box?.height).toBe(400);

  // Toggles change the card at once; the QR goes with includeQR and comes back.
  await page.getByRole('switch', { name: 'Include QR code' }).click();
  await expect(qr).toHaveCount(0);
  await page.getByRole('switch', { name: 'Include QR code' }).click();
  await expect(qr).toBeVisible();
  await page.getByRole('switch', { name: 'Include barcode' }).click();
  await expect(card.getByRole('img', { name: `Barcode ${first.studentId}` })).toBeVisible();
  await page.getByRole('switch', { name: 'Medical info' }).click();
  await page.getByRole('switch', { name: 'Emergency contact' }).click();
  await page.getByRole('switch', { name: 'Guardian info' }).click();
  await expect(card).toContainText('Allergies: Peanuts, Dust');
  await expect(card).not.toContainText('Bees');
  await expect(card).toContainText('Erin Aabel');
  await expect(card).toContainText('Gina Guardian');
  await page.getByRole('textbox', { name: 'School name' }).fill('Northfield Academy');
  await expect(card).toContainText('Northfield Academy');

  await choose(page, 'Card type', 'Temporary');
  await expect(card).toContainText('TEMPORARY');
  await page.evaluate(() => window.scrollTo(0, 0));
  await card.screenshot({ path: path.join(SCREENSHOTS, 'id-cards-card-temporary.png') });
  await choose(page, 'Card type', 'Premium');
  await expect(card).toContainText('PREMIUM');
  await page.evaluate(() => window.scrollTo(0, 0));
  await card.screenshot({ path: path.join(SCREENSHOTS, 'id-cards-card-premium.png') });
  await choose(page, 'Card type', 'Standard');

  await page.getByRole('button', { name: M.generatePreview }).click();
  await expect(toast(page, M.previewGenerated)).toBeVisible();
  await page.getByRole('button', { name: M.generateQr }).click();
  await expect(toast(page, M.qrGenerated)).toBeVisible();

  await choose(page, COMMON_MESSAGES.student, optionLabel(second));
  await expect(cardOf(page, second)).toBeVisible();
  // No photo: the initials stand in its place.
  await expect(cardOf(page, second)).toContainText('BA');
});

test('[id-cards] every template draws a distinct card (screenshots at 1280 × 800)', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const { first } = await seedRoster(adminApi);
  await login({ role: 'admin' });
  await openGrade9(page);
  const card = cardOf(page, first);
  const qr = card.getByRole('img', { name: 'QR code for Abe Aabel' });
  for (const option of ['Include barcode', 'Medical info', 'Emergency contact']) {
    await page.getByRole('switch', { name: option }).click();
  }
  for (const template of ID_CARD_TEMPLATE_OPTIONS) {
    await choose(page, 'Template', ID_CARD_TEMPLATE_LABELS[template]);
    await expect(card).toHaveAttribute('data-template', template);
    await expect(qr).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(`id-cards-${template}`);
    await card.screenshot({ path: path.join(SCREENSHOTS, `id-cards-card-${template}.png`) });
  }
});

test('[id-cards] the longest name shows whole on the card of every template', async ({
  page,
  login,
  adminApi,
}) => {
  await createStudent(adminApi, { ...LONGEST_NAME, class: '12', section: 'D' });
  const name = `${LONGEST_NAME.firstName} ${LONGEST_NAME.lastName}`;
  await login({ role: 'admin' });
  await openGenerator(page);
  // The school's first student is chosen on load: choose this one after that.
  await expect(page.getByRole('group', { name: /^ID card for / })).toBeVisible();
  const label = `${name} (12 D)`;
  // Choosing the student already chosen would clear the choice (Mantine's deselect).
  if ((await page.getByRole('textbox', { name: COMMON_MESSAGES.student }).inputValue()) !== label) {
    await choose(page, COMMON_MESSAGES.student, label);
  }
  const card = page.getByRole('group', { name: `ID card for ${name}` });
  // The extras box under the rows: a name on two lines moves it down, as on the PDF.
  for (const option of ['Medical info', 'Emergency contact', 'Guardian info']) {
    await page.getByRole('switch', { name: option }).click();
  }
  for (const template of ID_CARD_TEMPLATE_OPTIONS) {
    await choose(page, 'Template', ID_CARD_TEMPLATE_LABELS[template]);
    await expect(card).toHaveAttribute('data-template', template);
    await expectWholeName(card, name);
  }
});

test('[id-cards] Print ID Card prints at 82 × 50 mm and Save as Image exports a PNG at scale 6', async ({
  page,
  login,
  adminApi,
}) => {
  const { first } = await seedRoster(adminApi);
  await login({ role: 'admin' });
  await openGrade9(page);
  const card = cardOf(page, first);
  const qr = card.getByRole('img', { name: 'QR code for Abe Aabel' });
  await expect(qr).toBeVisible();
  // Square modules: a QR stretched even 1 % drifts half a module by its last row.
  const qrBox = await qr.boundingBox();
  expect(qrBox?.height).toBeCloseTo(qrBox?.width ?? 0, 1);

  const printed = await printedHtmlOf(page, () =>
    page.getByRole('button', { name: M.printCard }).click(),
  );
  // The page is 86 × 54 mm with the card 82 × 50 mm inside its 2 mm margin (spec §9).
  expect(printed).toContain('Abe Aabel');
  expect(printed).toContain('size: 86mm 54mm');
  expect(printed).toContain('width: 82mm');
  await expect(toast(page, M.printed)).toBeVisible();

  const download = nextDownload(page);
  await page.getByRole('button', { name: M.saveImage }).click();
  const image = await download;
  // The toast closes on its own after a few seconds: check it before the slow QR decoding.
  await expect(toast(page, M.imageSaved)).toBeVisible();
  expect(image.suggestedFilename()).toBe(`ID_Card_Abe_Aabel_${first.studentId}_9C.png`);
  const png = await readFile(await image.path());
  expect(pngSize(png)).toEqual({ width: 650 * 6, height: 400 * 6 });
  await image.saveAs(path.join(SCREENSHOTS, 'id-cards-exported.png'));
  // The exported card's QR scans (ZXing) as the student's signed attendance payload.
  // The code's part of the card (right, middle), with its quiet zone, if the whole card fails.
  const codeArea = { x: 0.72, y: 0.27, width: 0.27, height: 0.42 };
  const payload = JSON.parse(await decodeQr(page, png, [3, 4, 2.5, 5], codeArea)) as Record<
    string,
    unknown
  >;
  expect(payload).toMatchObject({ studentId: first.studentId, id: first._id, type: 'attendance' });
  expect(payload.sig).toEqual(expect.any(String));
});

test('[id-cards] the register: save, supersede, load, revoke and delete', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const { first } = await seedRoster(adminApi);
  await login({ role: 'admin' });
  await openGrade9(page);
  const card = cardOf(page, first);
  await expect(card.getByRole('img', { name: 'QR code for Abe Aabel' })).toBeVisible();

  // Save twice: the first card is superseded by the second.
  await choose(page, 'Template', 'Modern Red');
  await page.getByRole('button', { name: M.saveCard }).click();
  await expect(toast(page, M.saved)).toBeVisible();
  await choose(page, 'Template', 'Elegant Gold');
  await page.getByRole('button', { name: M.saveCard }).click();
  const saved = page.getByRole('region', { name: M.recentCards });
  const rows = saved.getByRole('row').filter({ hasText: first.studentId });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Elegant Gold');
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(0)).toContainText(`by ${ADMIN.name}`);
  await expect(rows.nth(1)).toContainText('Modern Red');
  await expect(rows.nth(1)).toContainText('Superseded');
  await expect(saved.getByText(/^\d+ saved$/)).toBeVisible();

  // Load the older card: its settings come back.
  await choose(page, 'Template', 'Professional Blue');
  await rows
    .nth(1)
    .getByRole('button', { name: /^Load / })
    .click();
  await expect(toast(page, M.cardLoaded)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Template' })).toHaveValue('Modern Red');
  await expect(card).toHaveAttribute('data-template', 'modern-red');

  // Revoke the active card: a new QR, the row says who revoked it.
  const qr = card.getByRole('img', { name: 'QR code for Abe Aabel' });
  const oldQr = await qr.locator('path').getAttribute('d');
  await rows
    .nth(0)
    .getByRole('button', { name: /^Revoke / })
    .click();
  const confirm = page.getByRole('dialog', { name: /^Revoke the card of Abe Aabel/ });
  await expect(confirm).toContainText(M.revokeConfirm);
  await confirm.getByRole('button', { name: M.revoke }).click();
  await expect(rows.nth(0)).toContainText('Revoked');
  await expect(rows.nth(0)).toContainText(`Revoked by ${ADMIN.name}`);
  await expect(rows.nth(0).getByRole('button', { name: /^Revoke / })).toBeDisabled();
  await expect(qr.locator('path')).not.toHaveAttribute('d', oldQr ?? '');
  await saveScreenshot('id-cards-register');

  await rows
    .nth(1)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(toast(page, M.cardDeleted)).toBeVisible();
  await expect(rows).toHaveCount(1);
});

test('[id-cards] a class batch shows its progress and downloads one print-ready PDF', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const { first, second, third } = await seedRoster(adminApi);
  await login({ role: 'admin' });
  await openGrade9(page);

  // Hold the first progress answer a moment, so the running state can be seen.
  let isFirstPoll = true;
  await page.route('**/api/id-cards/batch/*', async (route) => {
    const response = await route.fetch();
    if (isFirstPoll) {
      isFirstPoll = false;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.fulfill({ response });
  });

  await page.getByRole('button', { name: M.generateBatch }).click();
  const dialog = page.getByRole('dialog', { name: M.generateBatch });
  await choose(page, 'Section', /^Section C \(3\)$/);
  await expect(dialog).toContainText(M.batchConfirm(3, 'Grade 9 C'));
  await saveScreenshot('id-cards-batch-confirm');
  await dialog.getByRole('button', { name: M.generateBatch }).click();
  await expect(page.getByRole('button', { name: /^Generating\.\.\. \(\d+\/3\)$/ })).toBeVisible();
  await expect(page.getByText(/^\d+% complete$/)).toBeVisible();
  await expect(toast(page, M.batchDone(3, 'Grade 9 C'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: M.generateBatch })).toBeEnabled();

  const saved = page.getByRole('region', { name: M.recentCards });
  for (const student of [first, second, third]) {
    await expect(
      saved.getByRole('row').filter({ hasText: student.studentId }).first(),
    ).toContainText('batch');
  }
  const download = nextDownload(page);
  await saved.getByRole('link', { name: M.downloadLatestBatch }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await file.path();
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+3\b/);
  expect(info).toMatch(/Page size:\s+243\.\d+ x 153\.\d+ pts/);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  for (const student of [first, second, third]) expect(text).toContain(student.studentId);
  // The first page as an image, to compare with the preview by eye.
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-png',
    '-singlefile',
    pdf,
    path.join(SCREENSHOTS, 'id-cards-batch-pdf'),
  ]);
  await saveScreenshot('id-cards-after-batch');
});

test('[id-cards] the generator fits a phone', async ({ page, login, adminApi, saveScreenshot }) => {
  const { first } = await seedRoster(adminApi);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  await openGrade9(page);
  const card = cardOf(page, first);
  await expect(card.getByRole('img', { name: 'QR code for Abe Aabel' })).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  const box = await card.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  for (const template of ID_CARD_TEMPLATE_OPTIONS) {
    await choose(page, 'Template', ID_CARD_TEMPLATE_LABELS[template]);
    await expect(card).toHaveAttribute('data-template', template);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(`id-cards-phone-${template}`);
  }
});

test('[id-cards] a teacher is refused the generator', async ({ page, login }) => {
  await login({ role: 'teacher' });
  await openGenerator(page);
  await expect(page.getByRole('alert')).toContainText('Access Denied');
  await expect(page.getByRole('button', { name: M.generateBatch })).toHaveCount(0);
});

test("[id-cards] the school's logo replaces the monogram in the card's header", async ({
  page,
  login,
  adminApi,
}) => {
  const { first } = await seedRoster(adminApi);
  const uploaded = await adminApi.post('/api/settings/logo', {
    multipart: {
      logo: {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await readFile(path.join(STUDENT_FIXTURES, 'student-photo.png')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  try {
    await login({ role: 'admin' });
    await openGrade9(page);
    const card = cardOf(page, first);
    const logo = card.locator('img[src*="/api/settings/logo/"]');
    await expect(logo).toBeVisible();
    // Loaded through its signed link, not a broken image.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByText('RH', { exact: true })).toHaveCount(0);
    await card.screenshot({ path: path.join(SCREENSHOTS, 'id-cards-card-with-logo.png') });
  } finally {
    await adminApi.delete('/api/settings/logo');
  }
});
