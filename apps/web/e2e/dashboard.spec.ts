import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ATTENDANCE_MESSAGES } from '@rollcall/contract/attendance';
import { expect, test } from './fixtures';
import {
  browserFilmingCard,
  cardValue,
  createStudent,
  fullName,
  getStudentQr,
} from './fixtures/attendance-data';
import { todayASchoolDay, todayNotASchoolDay, withSettings } from './fixtures/settings-data';
import { CAMERA_MESSAGES } from '../src/components/scan/camera-errors';
import { REREAD_IGNORE_MS, SCAN_DIALOG_AUTO_CLOSE_MS } from '../src/config/screen-constants';
import { expectNoSidewaysScroll } from './settled';

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const scanDialog = (page: Page) => page.getByRole('dialog', { name: 'Scan QR Code' });

/** A value that a reload would lose: proves the dashboard updated in place. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { noReloadMark: boolean }).noReloadMark = true;
  });
const isPageMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { noReloadMark?: boolean }).noReloadMark === true);

test('[dashboard] teacher scans a typed QR code, the dashboard updates in place, a second scan is refused', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Grace', lastName: 'Hopper' });
  const name = fullName(student);
  const { qrCodeData } = await getStudentQr(adminApi, student._id);

  await login({ role: 'teacher' });
  await expect(page.getByRole('heading', { level: 2, name: 'Teacher Dashboard' })).toBeVisible();
  await expect(page.getByText(/Welcome back, Tess Teacher! Today is \w+day, /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teacher Tools' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Attendance' })).toHaveAttribute(
    'href',
    '/attendance',
  );
  for (const column of ['Student', 'Class', 'Status', 'Time', 'Late Time', 'Location']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect.poll(() => cardValue(page, 'Total Students')).toBeGreaterThan(0);
  const present = await cardValue(page, 'Present Today');
  const absent = await cardValue(page, 'Absent Today');
  await saveScreenshot('dashboard-teacher');
  await markPage(page);

  // Teacher Tools' Scan QR Code (the header has one too).
  await page.getByRole('main').getByRole('button', { name: 'Scan QR Code' }).last().click();
  const dialog = scanDialog(page);
  const field = dialog.getByRole('textbox', { name: 'QR Code' });
  const submit = dialog.getByRole('button', { name: 'Scan Attendance' });
  await expect(submit).toBeDisabled();
  await field.fill('   ');
  await expect(submit).toBeDisabled();
  await field.press('Enter');
  await expect(dialog.getByText(ATTENDANCE_MESSAGES.qrRequired)).toBeVisible();

  await field.fill(qrCodeData);
  await submit.click();
  await expect(dialog.getByText(`✓ ${ATTENDANCE_MESSAGES.recorded(name)}`)).toBeVisible();
  await saveScreenshot('dashboard-scan-success');
  // It closes itself two seconds after the scan.
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await expect.poll(() => cardValue(page, 'Present Today')).toBe(present + 1);
  await expect.poll(() => cardValue(page, 'Absent Today')).toBe(Math.max(0, absent - 1));
  const recent = page.getByRole('heading', { name: 'Recent Activity' }).locator('..');
  await expect(recent.getByRole('listitem').first()).toContainText(name);
  const details = page.getByRole('table', { name: "Today's Attendance Details" });
  await expect(details.getByRole('row').nth(1)).toContainText(name);
  await expect(details.getByRole('row').nth(1)).toContainText(
    `${student.class}-${student.section}`,
  );
  await expect(details.getByRole('row').nth(1)).toContainText('Admin Dashboard');
  expect(await isPageMarked(page)).toBe(true);

  await page.getByRole('main').getByRole('button', { name: 'Scan QR Code' }).first().click();
  await field.fill(qrCodeData);
  await submit.click();
  const refusal = dialog.getByText(
    new RegExp(`^✗ ${name} already checked in today at \\d{2}:\\d{2}$`),
  );
  await expect(refusal).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('✗');
  await saveScreenshot('dashboard-scan-error');
  await expect(dialog).toBeHidden({ timeout: 5000 });
  await expect.poll(() => cardValue(page, 'Present Today')).toBe(present + 1);
});

test('[dashboard] admin sees Quick Actions and opens the scan dialog from the header', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  // Today a school day whatever the weekday: the rate card gives its verdict.
  await withSettings(adminApi, todayASchoolDay, () => adminDashboard(page, login, saveScreenshot));
});

test('[dashboard] on a day that is not a school day nobody is absent and no rate is judged', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  await withSettings(adminApi, todayNotASchoolDay(), async () => {
    await login({ role: 'admin' });
    await expect(page.getByText('Not a school day').first()).toBeVisible();
    for (const label of ['Absent Today', 'Attendance Rate']) {
      const card = page.getByRole('group', { name: label });
      await expect(card).toContainText('–');
      await expect(card).toContainText('Not a school day');
      await expect(card).not.toContainText(/Needs improvement|Great job!/);
    }
    const summary = page.getByRole('list', { name: "Today's Summary" });
    await expect(summary.getByRole('listitem').filter({ hasText: 'Not Scanned' })).toContainText(
      '–',
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await saveScreenshot('dashboard-not-a-school-day');
  });
});

async function adminDashboard(
  page: Page,
  login: (options: { role: 'admin' }) => Promise<unknown>,
  saveScreenshot: (name: string) => Promise<void>,
) {
  await login({ role: 'admin' });
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Students', 'Present Today', 'Absent Today', 'Attendance Rate']) {
    await expect(page.getByRole('group', { name: label })).toBeVisible();
  }
  const rateCard = page.getByRole('group', { name: 'Attendance Rate' });
  await expect(rateCard.getByText(/^(Great job!|Needs improvement)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Student' })).toHaveAttribute(
    'href',
    '/students?action=add',
  );
  await expect(page.getByRole('link', { name: 'Generate Reports' })).toHaveAttribute(
    'href',
    '/reports',
  );
  await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/users');
  const summary = page.getByRole('list', { name: "Today's Summary" });
  for (const label of ['Total Scanned', 'Present', 'Late', 'On Time', 'Not Scanned']) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(summary.getByText('Attendance Rate', { exact: true })).toBeVisible();
  await saveScreenshot('dashboard-admin');

  await page.getByRole('button', { name: 'Scan QR Code' }).click();
  const dialog = scanDialog(page);
  await expect(dialog.getByRole('button', { name: 'Scan Attendance' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('[dashboard] fits a 390 px phone, with the scan dialog full screen', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'teacher' });
  await expect(page.getByRole('group', { name: 'Attendance Rate' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot('dashboard-phone');
  await page.getByRole('button', { name: 'Scan QR Code' }).first().click();
  const dialog = scanDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'QR Code' })).toBeVisible();
  const box = await page.locator('.mantine-Modal-content').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await saveScreenshot('dashboard-scan-phone');
  // This browser has no camera: the dialog says so in words, and typing still works.
  await dialog.getByRole('button', { name: 'Use Camera' }).click();
  const cameraAlert = dialog.getByRole('alert');
  await expect(cameraAlert).toBeVisible();
  expect([CAMERA_MESSAGES.missing, CAMERA_MESSAGES.denied]).toContain(
    await cameraAlert.textContent(),
  );
  await expect(dialog.getByRole('textbox', { name: 'QR Code' })).toBeEnabled();
});

test('[dashboard] continuous mode at the gate lists each typed scan and stays open', async ({
  page,
  login,
  adminApi,
}) => {
  const first = await createStudent(adminApi, { firstName: 'Hedy', lastName: 'Lamarr' });
  const second = await createStudent(adminApi, { firstName: 'Katherine', lastName: 'Johnson' });
  // The page's own clock, so that the single mode's close delay can be run past without waiting.
  await page.clock.install();
  await login({ role: 'teacher' });
  await page.getByRole('button', { name: 'Scan QR Code' }).first().click();
  const dialog = scanDialog(page);
  await dialog.getByRole('switch', { name: /Continuous mode/ }).check();
  const field = dialog.getByRole('textbox', { name: 'QR Code' });
  // A hand-held reader types the code and presses Enter; student IDs work in any letter case.
  for (const code of [first.studentId, second.studentId.toLowerCase(), first.studentId]) {
    await field.fill(code);
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }
  const entries = dialog.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(`✗ ${fullName(first)} already checked in today at`);
  await expect(entries.nth(1)).toContainText(`✓ ${ATTENDANCE_MESSAGES.recorded(fullName(second))}`);
  await expect(entries.nth(2)).toContainText(`✓ ${ATTENDANCE_MESSAGES.recorded(fullName(first))}`);
  await expect(dialog.getByText('Scans this session: 2 recorded, 1 refused')).toBeVisible();
  await page.clock.runFor(SCAN_DIALOG_AUTO_CLOSE_MS + 500);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('camera', () => {
  test('[dashboard] a QR card held to the (fake) camera is recorded', async ({
    page,
    adminApi,
    login,
    baseURL,
  }, testInfo) => {
    const student = await createStudent(adminApi, { firstName: 'Camila', lastName: 'Ray' });
    const { qrCodeImage } = await getStudentQr(adminApi, student._id);
    const browser = await browserFilmingCard(
      page,
      qrCodeImage,
      testInfo.outputPath('qr-card.mjpeg'),
    );
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 800 },
        permissions: ['camera'],
      });
      const cameraPage = await context.newPage();
      // The page's own clock: the decoder's attempts over 3.5 s are run through without waiting.
      await cameraPage.clock.install();
      // A cold browser on a busy machine: let its first page load take its time.
      await cameraPage.goto('/login');
      await expect(cameraPage.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible({
        timeout: 20_000,
      });
      await login({ role: 'admin', page: cameraPage });
      await cameraPage.getByRole('button', { name: 'Scan QR Code' }).click();
      const dialog = scanDialog(cameraPage);
      await dialog.getByRole('switch', { name: /Continuous mode/ }).check();
      await dialog.getByRole('button', { name: 'Use Camera' }).click();
      await expect(dialog.getByLabel('Camera preview')).toBeVisible();
      const recorded = `✓ ${ATTENDANCE_MESSAGES.recorded(fullName(student))}`;
      await expect(dialog.getByText(recorded).first()).toBeVisible({ timeout: 20_000 });
      // The same card still in view is not scanned again within 3 s.
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await expect(dialog.getByText(/1 recorded, 0 refused/)).toBeVisible();
      await cameraPage.clock.runFor(REREAD_IGNORE_MS + 500);
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await cameraPage.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-scan-camera.png') });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      // Closing the dialog stops the camera.
      await expect
        .poll(() =>
          cameraPage.evaluate(() =>
            Array.from(document.querySelectorAll('video')).some(
              (element) => element.srcObject !== null,
            ),
          ),
        )
        .toBe(false);
    } finally {
      await browser.close();
    }
  });
});
