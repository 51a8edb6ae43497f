import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { ID_CARD_MESSAGES } from '@rollcall/contract/id-cards';
import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { expect, test } from './fixtures';
import { createAbsentStudent } from './fixtures/absentee-data';
import { nextDownload } from './fixtures/reports-data';
import { uniqueId } from './fixtures/students-data';
import { codeFor, enableThroughApi } from './fixtures/two-factor-data';
import { expectFocusWithin, expectVisibleFocus, tabTo, toast, typeInto } from './keyboard';

// Issue 23's remaining keyboard flows: each is done with Tab, Enter, Space, arrows and typing.

test('[keyboard] an administrator with 2FA signs in with a code, without a mouse', async ({
  page,
  createUser,
}) => {
  const admin = await createUser({ role: 'admin', name: 'Tova Twofactor' });
  const { secret } = await enableThroughApi(page.request, admin);
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email address'), admin.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password' }), admin.password);
  await page.keyboard.press('Enter');

  // The second step takes focus on its code field; a wrong code is said at once.
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await codeFor(secret, 20));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGES.INVALID_TWO_FACTOR_CODE);
  await tabTo(page, code, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  // The code the enabling used is spent: the app's next one signs in.
  await page.keyboard.type(await codeFor(secret, 1));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeVisible();
});

test('[keyboard] import students from a CSV file, without a mouse', async ({ page, login }) => {
  await login({ role: 'admin' });
  await page.goto('/students');
  await expect(page.getByRole('heading', { level: 2, name: 'Student Management' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Import CSV' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Students from CSV' });
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);

  // The file field is a button: Space opens the system's file chooser.
  const fileField = dialog.getByRole('button', { name: 'CSV file' });
  await tabTo(page, fileField);
  await expectVisibleFocus(page);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  const ids = [uniqueId('KBI'), uniqueId('KBI')];
  await (
    await chooser
  ).setFiles({
    name: 'students.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'studentId,firstName,lastName,class,section,guardianName,guardianPhone',
        `${ids[0]},Ines,Import,9,B,Gus Import,555-0190`,
        `${ids[1]},Otto,Import,9,B,Gus Import,555-0190`,
      ].join('\n'),
    ),
  });
  await expect(dialog.getByText('2 rows read: 2 ready, 0 with errors.')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Import 2 rows' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('2 rows: 2 created, 0 failed.')).toBeVisible();
  await expect(toast(page, 'Imported 2 of 2 students.')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('[keyboard] select absent students and notify their guardians, without a mouse', async ({
  page,
  login,
  adminApi,
}) => {
  // The one-character class comes first in the list, before most absent students of other tests,
  // which a few dozen presses of Tab would not get past.
  const place = { class: '9', section: 'D' };
  const first = await createAbsentStudent(adminApi, 'Abel', 'Keyes', place);
  const second = await createAbsentStudent(adminApi, 'Bea', 'Keyes', place);
  await login({ role: 'admin' });
  await page.goto('/absentee');
  await expect(page.getByRole('heading', { level: 2, name: 'Absentee Management' })).toBeVisible();
  for (const student of [first, second]) {
    const box = page.getByRole('checkbox', { name: `Select ${student.fullName}` });
    await tabTo(page, box);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const opener = page.getByRole('button', { name: /^Notify Selected \(\d+\)$/ });
  await tabTo(page, opener, { backwards: true });
  await expect(opener).toHaveText('Notify Selected (2)');
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Send Absentee Notifications' });
  await expect(modal).toContainText(`${first.fullName}, ${second.fullName}`);
  await expectFocusWithin(modal);
  await typeInto(page, modal.getByLabel('Custom message (optional)'), 'Please call the office.');
  await tabTo(page, modal.getByRole('button', { name: 'Send Notifications' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, ABSENTEE_MESSAGES.notificationsSent(2))).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveText('Notify Selected (0)');
});

test('[keyboard] generate a report and download it, without a mouse', async ({ page, login }) => {
  await login({ role: 'admin' });
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 2, name: REPORT_MESSAGES.title })).toBeVisible();
  const opener = page.getByRole('button', { name: REPORT_MESSAGES.newReportButton });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await expectFocusWithin(dialog);
  // The format is a radio group: arrows move between its options.
  await tabTo(page, dialog.getByRole('radio', { name: 'PDF' }));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Create report' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, REPORT_MESSAGES.queued)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const row = page.getByRole('region', { name: 'Recent Reports' }).getByRole('row').nth(1);
  await expect(row).toContainText('Student Summary · CSV');
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await tabTo(page, row.getByRole('link', { name: /^Download / }));
  await expectVisibleFocus(page);
  const download = nextDownload(page);
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^student-summary-.*\.csv$/);
});

test('[keyboard] choose a student, save the card and print it, without a mouse', async ({
  page,
  login,
  adminApi,
}) => {
  const student = await createAbsentStudent(adminApi, 'Cora', 'Cardkey');
  await login({ role: 'admin' });
  await page.goto('/id-cards');
  await expect(page.getByRole('heading', { level: 2, name: ID_CARD_MESSAGES.title })).toBeVisible();
  // A searchable list: type to filter, arrow to the option, Enter to choose.
  await typeInto(page, page.getByRole('textbox', { name: 'Student', exact: true }), 'Cora Cardkey');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const card = page.getByRole('group', { name: `ID card for ${student.fullName}` });
  await expect(card).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: ID_CARD_MESSAGES.saveCard }));
  await page.keyboard.press('Enter');
  await expect(toast(page, ID_CARD_MESSAGES.saved)).toBeVisible();

  // The print window opens, prints and closes by itself (lib/print-card.ts).
  await tabTo(page, page.getByRole('button', { name: ID_CARD_MESSAGES.printCard }));
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const printWindow = await popup;
  if (!printWindow.isClosed()) await printWindow.waitForEvent('close');
  await expect(toast(page, ID_CARD_MESSAGES.printed)).toBeVisible();
});

test('[keyboard] edit a user and deactivate them, without a mouse', async ({
  page,
  login,
  createUser,
}) => {
  const user = await createUser({ name: 'Umar Userkey' });
  await login({ role: 'admin' });
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
  await typeInto(page, page.getByRole('searchbox'), user.email);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toBeVisible();

  const edit = row.getByRole('button', { name: 'Edit Umar Userkey' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  await expectFocusWithin(modal);
  await tabTo(page, modal.getByLabel('Name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Uma Userkey');
  await tabTo(page, modal.getByRole('button', { name: 'Update User' }));
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(row.getByRole('button', { name: /^Edit / })).toBeFocused();
  await expect(toast(page, USER_MESSAGES.updated)).toBeVisible();
  await expect(row).toContainText('Uma Userkey');

  const deactivate = row.getByRole('button', { name: 'Deactivate Uma Userkey' });
  await tabTo(page, deactivate, { backwards: true });
  await page.keyboard.press('Space');
  await expect(toast(page, USER_MESSAGES.statusUpdated)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate Uma Userkey' })).toBeVisible();
});
