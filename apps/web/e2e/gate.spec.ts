import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { GATE_MESSAGES } from '@rollcall/contract/gate';
import { expect, test } from './fixtures';
import { pairedCredential } from './fixtures/gate-data';
import {
  browserFilmingCard,
  createStudent,
  fullName,
  getStudentQr,
} from './fixtures/attendance-data';

const PLAIN_CODE_REFUSED = GATE_MESSAGES.plainCodeRefused;
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Opens the kiosk as a device already paired (its credential in this browser's storage). */
async function openKiosk(page: Page, credential: string) {
  await page.goto('/gate/pair');
  await page.evaluate(
    (value) => localStorage.setItem('rollcall.gate.credential', value),
    credential,
  );
  await page.goto('/gate');
  await expect(page.getByLabel('Scan or type a card code')).toBeFocused();
}

/** What a keyboard-wedge barcode scanner does: types the code fast and presses Enter. */
async function wedgeScan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

const result = (page: Page) => page.getByRole('status').filter({ has: page.locator('h2') });

async function recordsOf(api: APIRequestContext, studentId: string) {
  const response = await api.get(`/api/attendance?studentId=${studentId}`);
  return ((await response.json()).data as { attendance: AttendanceRecord[] }).attendance;
}

test('[gate] an admin adds a device, the tablet pairs from the link and scans with a wedge scanner', async ({
  page,
  login,
  adminApi,
  browser,
  baseURL,
  saveScreenshot,
}) => {
  // Cards are typed key by key, as a wedge scanner does: on two busy cores (two browsers and
  // their servers), a few hundred keystrokes and their renders take tens of seconds.
  test.slow();
  const ada = await createStudent(adminApi, { firstName: 'Wedge', lastName: 'Reader' });
  // A scanner reading the card's QR code types its signed text; a gate takes nothing else.
  const adaCard = (await getStudentQr(adminApi, ada._id)).qrCodeData;
  await login({ role: 'admin' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gate Devices' })
    .click();
  await expect(page.getByRole('heading', { name: 'Gate Devices' })).toBeVisible();
  await page.getByLabel('Device name').fill('Front Door Tablet');
  await page.getByLabel('Location').fill('Front Door');
  await page.getByRole('button', { name: 'Add Gate Device' }).click();
  const code = await page.getByLabel('Pairing code', { exact: true }).textContent();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = await page.getByRole('link', { name: /\/gate\/pair\?code=/ }).textContent();
  await expect(page.getByRole('row').filter({ hasText: 'Front Door Tablet' })).toContainText(
    'Waiting for pairing',
  );
  await saveScreenshot('gate-devices');

  const tablet = await browser.newContext({ baseURL, viewport: TABLET });
  try {
    const kiosk = await tablet.newPage();
    await kiosk.goto(link ?? '');
    await expect(kiosk.getByLabel('Pairing code')).toHaveValue(code ?? '');
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-pair-tablet.png') });
    await kiosk.getByRole('button', { name: 'Pair this device' }).click();
    await expect(kiosk.getByRole('heading', { level: 1, name: 'Front Door Tablet' })).toBeVisible();
    await expect(kiosk.getByLabel('Scan or type a card code')).toBeFocused();
    await expect(kiosk.getByText('Today: 0')).toBeVisible();

    await wedgeScan(kiosk, adaCard);
    await expect(result(kiosk)).toContainText(fullName(ada));
    await expect(result(kiosk)).toHaveAttribute('data-outcome', /^(on-time|late)$/);
    await expect(kiosk.getByText('Today: 1')).toBeVisible();
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-kiosk-tablet.png') });
    // Ready again after about 1.5 s, the field still focused for the next card.
    await expect(kiosk.getByText('Ready — scan a card')).toBeVisible();
    await expect(kiosk.getByLabel('Scan or type a card code')).toBeFocused();

    await wedgeScan(kiosk, adaCard + ' ');
    await expect(result(kiosk)).toHaveAttribute('data-outcome', 'already-checked-in');
    // The card's barcode (its plain number) is refused there, naming nobody.
    await wedgeScan(kiosk, ada.studentId);
    await expect(result(kiosk)).toHaveAttribute('data-outcome', 'refused');
    await expect(result(kiosk)).toContainText(PLAIN_CODE_REFUSED);
    await expect(result(kiosk)).not.toContainText(fullName(ada));
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-kiosk-refused.png') });

    const [record] = await recordsOf(adminApi, ada._id);
    expect(record).toMatchObject({ location: 'Front Door', method: 'scan' });

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Front Door Tablet' });
    await expect(row).toContainText('Paired');
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('list', { name: 'Gate devices' })).toContainText('Scans today: 1');
    await saveScreenshot('gate-devices-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Removing the device sends the tablet back to pairing, saying why.
    await row.getByRole('button', { name: 'Remove Front Door Tablet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(row).toBeHidden();
    await wedgeScan(kiosk, adaCard);
    await expect(kiosk.getByRole('heading', { name: 'Pair this gate device' })).toBeVisible();
    await expect(kiosk.getByText('has been removed by an administrator')).toBeVisible();
  } finally {
    await tablet.close();
  }
});

test('[gate] offline: scans are kept with their times, the kiosk reloads without a network, and they sync in order', async ({
  adminApi,
  browser,
  baseURL,
}) => {
  // Cards are typed key by key, as a wedge scanner does: on two busy cores (two browsers and
  // their servers), a few hundred keystrokes and their renders take tens of seconds.
  test.slow();
  const students = await Promise.all(
    ['One', 'Two', 'Three'].map((lastName) =>
      createStudent(adminApi, { firstName: 'Offline', lastName }),
    ),
  );
  const cards = await Promise.all(
    students.map(async (student) => (await getStudentQr(adminApi, student._id)).qrCodeData),
  );
  const credential = await pairedCredential(adminApi);
  const context = await browser.newContext({ baseURL, viewport: TABLET });
  try {
    const kiosk = await context.newPage();
    await openKiosk(kiosk, credential);
    // The service worker holds the kiosk's files before the network goes.
    await kiosk.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(kiosk.getByText('Online', { exact: true })).toBeVisible();

    await context.setOffline(true);
    await expect(kiosk.getByText('Offline', { exact: true })).toBeVisible();
    const scannedBefore = Date.now();
    for (const card of cards) {
      await wedgeScan(kiosk, card);
      await expect(result(kiosk)).toHaveAttribute('data-outcome', 'offline');
    }
    await wedgeScan(kiosk, 'UNKNOWN-OFFLINE');
    await expect(kiosk.getByText('4 waiting to sync')).toBeVisible();
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-kiosk-offline.png') });

    // With no network at all, the kiosk still loads and still holds its queue.
    await kiosk.reload();
    await expect(kiosk.getByLabel('Scan or type a card code')).toBeVisible();
    await expect(kiosk.getByText('4 waiting to sync')).toBeVisible();
    const scannedAfter = Date.now();

    await context.setOffline(false);
    await expect(kiosk.getByText('0 waiting to sync')).toBeVisible({ timeout: 15_000 });
    const refused = kiosk.getByRole('region', { name: 'Refused on sync' });
    await expect(refused).toContainText('UNKNOWN-OFFLINE');
    await expect(refused).toContainText(PLAIN_CODE_REFUSED);
    await expect(kiosk.getByText('Today: 3')).toBeVisible();
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-kiosk-synced.png') });

    // Each recorded at the time it was scanned, in the order scanned.
    const times: number[] = [];
    for (const student of students) {
      const [record] = await recordsOf(adminApi, student._id);
      const time = new Date(record?.scanTime ?? 0).getTime();
      expect(time).toBeGreaterThanOrEqual(scannedBefore - 1000);
      expect(time).toBeLessThanOrEqual(scannedAfter);
      times.push(time);
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    await kiosk.setViewportSize(PHONE);
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-kiosk-phone.png') });
  } finally {
    await context.close();
  }
});

test('[gate] a card held to the (fake) camera is checked in at the kiosk', async ({
  page,
  adminApi,
  baseURL,
}, testInfo) => {
  const student = await createStudent(adminApi, { firstName: 'Camera', lastName: 'Gate' });
  const { qrCodeImage } = await getStudentQr(adminApi, student._id);
  const credential = await pairedCredential(adminApi);
  const cameraBrowser = await browserFilmingCard(
    page,
    qrCodeImage,
    testInfo.outputPath('gate-card.mjpeg'),
  );
  try {
    const context = await cameraBrowser.newContext({
      baseURL,
      viewport: TABLET,
      permissions: ['camera'],
    });
    const kiosk = await context.newPage();
    await openKiosk(kiosk, credential);
    await kiosk.getByRole('button', { name: 'Start camera' }).click();
    await expect(kiosk.getByLabel('Camera preview')).toBeVisible();
    await expect(result(kiosk)).toContainText(fullName(student), { timeout: 20_000 });
    await expect(kiosk.getByText('Today: 1')).toBeVisible();
    expect(await recordsOf(adminApi, student._id)).toHaveLength(1);
    await kiosk.screenshot({ path: path.join(SCREENSHOT_DIR, 'gate-kiosk-camera.png') });
  } finally {
    await cameraBrowser.close();
  }
});
