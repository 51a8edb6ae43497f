import type { Locator, Page } from '@playwright/test';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import { expect, test } from './fixtures';
import { createAbsentStudent as createStudent, uniqueId } from './fixtures/absentee-data';
import { todayASchoolDay, withSettings } from './fixtures/settings-data';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Toasts on this screen hide by themselves after 5 seconds (spec §9), counted on the page's clock,
 * paused before the toast appeared (a wall-clock measure from the test's side starts whenever the
 * test saw the toast, which on a busy machine is well after it appeared).
 */
async function expectAutoHide(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toBeHidden();
  await page.clock.resume();
}

async function openAbsentee(page: Page) {
  await page.goto('/absentee');
  await expect(page.getByRole('heading', { level: 2, name: 'Absentee Management' })).toBeVisible();
  await expect(page.getByText('Loading absent students…')).toHaveCount(0);
}

test('[absentee] admin sends two absent students a custom message and reads it in the delivery log', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  const maya = await createStudent(adminApi, 'Maya', 'Okafor');
  const liam = await createStudent(adminApi, 'Liam', 'Brandt');
  const noor = await createStudent(adminApi, 'Noor', 'Haddad');
  await login({ role: 'admin' });
  // The page's own clock, so that a toast's 5 seconds can be counted on it (expectAutoHide).
  await page.clock.install();
  await openAbsentee(page);

  await expect(page.getByText(ABSENTEE_MESSAGES.intro)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notification Schedule' })).toBeVisible();
  await expect(page.getByText('Cutoff time')).toBeVisible();
  await expect(page.getByText('Timezone')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  for (const label of ['Total Students', 'Average Attendance', 'Days Tracked']) {
    await expect(page.getByRole('group', { name: label })).toBeVisible();
  }
  for (const column of ['Student ID', 'Name', 'Class', 'Guardian', 'Contact Info', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const mayaRow = rowOf(page, maya.studentId);
  await expect(mayaRow).toContainText('Maya Okafor');
  await expect(mayaRow).toContainText('11-C');
  await expect(mayaRow).toContainText('Pat Okafor');
  await expect(mayaRow).toContainText(maya.guardianEmail);
  await expect(mayaRow).toContainText('+15550102000');
  await expect(page.getByText(/^\d+ absent$/)).toBeVisible();
  await saveScreenshot('absentee-screen');

  await page.getByRole('button', { name: 'Notify Selected (0)' }).click();
  await expect(page.getByText(ABSENTEE_MESSAGES.selectStudents)).toBeVisible();

  await mayaRow.getByRole('checkbox', { name: 'Select Maya Okafor' }).check();
  await rowOf(page, liam.studentId).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Notify Selected (2)' }).click();
  const modal = page.getByRole('dialog', { name: 'Send Absentee Notifications' });
  await expect(modal).toContainText(ABSENTEE_MESSAGES.customMessageHelp);
  await expect(modal).toContainText('Liam Brandt, Maya Okafor');
  const message = 'Please call the office about the field trip consent form.';
  await modal.getByLabel('Custom message (optional)').fill(message);
  await saveScreenshot('absentee-send-modal');
  await modal.getByRole('button', { name: 'Send Notifications' }).click();
  await expect(page.getByText(ABSENTEE_MESSAGES.notificationsSent(2))).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notify Selected (0)' })).toBeVisible();
  await expect(mayaRow.getByRole('checkbox')).not.toBeChecked();
  await expect(
    page.getByText(/in the outbox: no e-mail or SMS provider is configured/),
  ).toBeVisible();

  // Maya's guardian was reached on both channels today: sending again notifies nobody twice.
  await mayaRow.getByRole('button', { name: 'Notify the guardian of Maya Okafor' }).click();
  await expect(modal.getByLabel('Custom message (optional)')).toHaveValue('');
  // A second on from the page's own time (its clock is not the test's): pausing cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await modal.getByRole('button', { name: 'Send Notifications' }).click();
  await expect(page.getByText(ABSENTEE_MESSAGES.notificationsSent(0))).toBeVisible();
  await expect(page.getByText(/2 messages not sent again/)).toBeVisible();

  await expectAutoHide(page, page.getByText(/2 messages not sent again/));
  await expect(page.getByText(ABSENTEE_MESSAGES.notificationsSent(2))).toBeHidden();

  await page.getByRole('tab', { name: 'Delivery log' }).click();
  await page.getByLabel('Status').selectOption('outbox');
  const mayaMessages = rowOf(page, maya.studentId);
  await expect(mayaMessages).toHaveCount(2);
  await expect(rowOf(page, liam.studentId)).toHaveCount(2);
  await expect(rowOf(page, noor.studentId)).toHaveCount(0);
  await expect(mayaMessages.filter({ hasText: 'E-mail' })).toContainText(maya.guardianEmail);
  await expect(mayaMessages.filter({ hasText: 'SMS' })).toContainText('+15550102000');
  for (const row of await mayaMessages.all()) {
    await expect(row).toContainText('Outbox');
    await expect(row).toContainText(message);
    await expect(row).toContainText('Custom message');
  }
  await expect(page.getByText(/were not actually sent/)).toBeVisible();
  await saveScreenshot('absentee-delivery-log');

  await mayaMessages
    .filter({ hasText: 'SMS' })
    .getByRole('button', { name: /^View message/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Message details' });
  await expect(details).toContainText(message);
  await expect(details).toContainText('Not sent');
});

test('[absentee] the test modal checks its fields, then sends a test to the outbox', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await openAbsentee(page);
  await page.getByRole('button', { name: 'Test System' }).click();
  const modal = page.getByRole('dialog', { name: 'Test Notification System' });
  await modal.getByRole('button', { name: 'Send Test' }).click();
  await expect(modal.getByText(ABSENTEE_MESSAGES.testEmailRequired)).toBeVisible();

  const email = `${uniqueId().toLowerCase()}@office.test`;
  await modal.getByLabel('Test Email').fill(email);
  await modal.getByLabel('Test Phone (optional)').fill('555 0102');
  await modal.getByRole('button', { name: 'Send Test' }).click();
  await expect(modal.getByText(ABSENTEE_MESSAGES.testPhoneInvalid)).toBeVisible();
  await expect(modal.getByText(ABSENTEE_MESSAGES.testEmailRequired)).toHaveCount(0);
  await saveScreenshot('absentee-test-modal');

  await modal.getByLabel('Test Phone (optional)').fill('+15550102000');
  await modal.getByRole('button', { name: 'Send Test' }).click();
  await expect(page.getByText(new RegExp(`^${ABSENTEE_MESSAGES.testSent}`))).toBeVisible();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Test System' }).click();
  await expect(modal.getByLabel('Test Email')).toHaveValue('');
  await expect(modal.getByLabel('Test Phone (optional)')).toHaveValue('');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Delivery log' }).click();
  const testRow = rowOf(page, email);
  await expect(testRow).toContainText('Test message');
  await expect(testRow).toContainText('Outbox');
});

test('[absentee] manual check runs only for today', async ({ page, adminApi, login }) => {
  // Whatever the weekday, today must be a school day for the check to run.
  await withSettings(adminApi, todayASchoolDay, async () => {
    await login({ role: 'admin' });
    await openAbsentee(page);
    const date = page.getByLabel('Date');
    const manualCheck = page.getByRole('button', { name: 'Manual Check' });
    const today = await date.inputValue();
    await expect(manualCheck).toBeEnabled();

    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await date.fill(yesterday.toISOString().slice(0, 10));
    await expect(manualCheck).toBeDisabled();
    await expect(page.getByText(ABSENTEE_MESSAGES.manualCheckTodayOnly)).toBeVisible();

    await date.fill(today);
    await expect(manualCheck).toBeEnabled();
    await manualCheck.click();
    await expect(page.getByText(ABSENTEE_MESSAGES.manualCheckDone)).toBeVisible();
    await expect(page.getByText(/students? absent: \d+ messages? queued/)).toBeVisible();
  });
});

test('[absentee] a teacher sees the absent list but no admin actions', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, 'Ines', 'Moreau');
  await login({ role: 'teacher' });
  await openAbsentee(page);
  await expect(rowOf(page, student.studentId)).toContainText('Ines Moreau');
  await expect(page.getByText(/Only administrators can notify guardians/)).toBeVisible();
  for (const name of ['Manual Check', 'Test System', /Notify Selected/, /Select All/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Notify the guardian/ })).toHaveCount(0);
  await saveScreenshot('absentee-teacher');
});

test('[absentee] the screen on a phone, an empty list and a failed load', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  const student = await createStudent(adminApi, 'Omar', 'Siddiqui');
  const test = await adminApi.post('/api/absentee/test-notification', {
    data: { testEmail: 'office@school.test', testPhone: '+15550102000' },
  });
  expect(test.status(), await test.text()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  await openAbsentee(page);
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= 390);
  expect(await fitsWidth()).toBe(true);
  await saveScreenshot('absentee-phone');
  // On a phone each absent student is a card, with the guardian's contacts and the send button.
  const card = page.getByRole('listitem').filter({ hasText: student.studentId });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText('Omar Siddiqui');
  await expect(card).toContainText('Pat Siddiqui');
  await expect(card).toContainText(student.guardianEmail);
  await card.getByRole('checkbox', { name: 'Select Omar Siddiqui' }).check();
  await expect(page.getByRole('button', { name: 'Notify Selected (1)' })).toBeVisible();
  await expect(
    card.getByRole('button', { name: 'Notify the guardian of Omar Siddiqui' }),
  ).toBeVisible();
  expect(await fitsWidth()).toBe(true);
  await saveScreenshot('absentee-phone-list');

  await page.getByRole('tab', { name: 'Delivery log' }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toBeVisible();
  await messages.evaluate((list) => list.scrollIntoView());
  expect(await fitsWidth()).toBe(true);
  await saveScreenshot('absentee-phone-log');
  await page.getByRole('tab', { name: 'Absent Students' }).click();

  await page.route('**/api/absentee/absent-students?*', (route) => {
    const date = new URL(route.request().url()).searchParams.get('date') ?? '';
    return route.fulfill({
      json: { success: true, data: { students: [], date, isSchoolDay: true } },
    });
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(ABSENTEE_MESSAGES.noAbsentees)).toBeVisible();
  await expect(page.getByText('0 absent', { exact: true })).toBeVisible();
  expect(await fitsWidth()).toBe(true);

  await page.unroute('**/api/absentee/absent-students?*');
  await page.route('**/api/absentee/absent-students?*', (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, error: { code: 'INTERNAL', message: 'Database unavailable' } },
    }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(ABSENTEE_MESSAGES.loadFailed)).toBeVisible({ timeout: 10_000 });
  // The toast and the banner over the list both give the server's reason.
  await expect(page.getByRole('alert').filter({ hasText: 'Database unavailable' })).toHaveCount(2);
});
