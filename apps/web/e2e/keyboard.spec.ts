import { SETTINGS_MESSAGES, type SchoolSettings } from '@rollcall/contract/settings';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { expect, test, uniqueEmail } from './fixtures';
import { createStudent, fullName, scanByApi } from './fixtures/attendance-data';
import { uniqueId } from './fixtures/students-data';
import { expectVisibleFocus, tabTo, typeInto } from './keyboard';
import { ADMIN } from './test-env';

test('[keyboard] sign in, skip to the screen, move between screens and scan a code, all without a mouse', async ({
  page,
  adminApi,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Kira', lastName: 'Keys' });
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email address'), ADMIN.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Password' }), ADMIN.password);
  await page.keyboard.press('Enter');
  // Signed in, focus is on the new screen's heading, and the next Tab is the screen's first action.
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Scan QR Code' })).toBeFocused();

  // A page opened at its address starts at the top: the first Tab reaches the skip link, which is
  // shown and takes focus past the header and sidebar.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // A sidebar link: the new screen's heading takes focus.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: 'Students' }), { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Student Management' })).toBeFocused();

  await tabTo(page, nav.getByRole('link', { name: 'Dashboard' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Dashboard' })).toBeFocused();

  // The scan dialog takes focus on its code field, announces the result, and gives focus back.
  const opener = page.getByRole('button', { name: 'Scan QR Code' }).first();
  await tabTo(page, opener);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Scan QR Code' });
  const codeField = dialog.getByRole('textbox', { name: 'QR Code' });
  await expect(codeField).toBeFocused();
  // Focus stays in the dialog: Tab cycles through its own controls. Checked before the scan: a
  // successful one closes the dialog after SCAN_DIALOG_AUTO_CLOSE_MS (2 s), which twelve presses
  // on a busy machine can outlast.
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, codeField);
  await page.keyboard.type(student.studentId);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').first()).toContainText(fullName(student));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

// Two flows of a keyboard user, each a test of its own: together they outlasted a test's minute
// on a busy machine (each key a round trip to the browser).
test('[keyboard] add a student and edit it, without a mouse', async ({ page, login }) => {
  await login({ role: 'admin' });
  await page.goto('/students');
  await expect(page.getByRole('heading', { level: 2, name: 'Student Management' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add New Student' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Student' });
  await expect(dialog).toBeVisible();

  // Sent empty (Enter in a field sends the form): each field says what is wrong, tied to the
  // field for a screen reader.
  await tabTo(page, dialog.getByLabel('Student ID'));
  await page.keyboard.press('Enter');
  const firstName = dialog.getByLabel('First Name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(/First name is required/);

  const studentId = uniqueId('KEY');
  await typeInto(page, dialog.getByLabel('Student ID'), studentId);
  await typeInto(page, firstName, 'Tabitha');
  await typeInto(page, dialog.getByLabel('Last Name'), 'Keyboard');
  await tabTo(page, dialog.getByRole('combobox', { name: 'Class', exact: true }));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, dialog.getByLabel('Guardian Name'), 'Gale Keyboard');
  await typeInto(page, dialog.getByLabel('Guardian Phone'), '555-0142');
  await tabTo(page, dialog.getByRole('button', { name: 'Add Student' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The success toast is polite: it does not cut in on what a screen reader is saying.
  await expect(
    page.getByRole('status').filter({ hasText: 'Student created successfully!' }),
  ).toBeVisible();

  // Edit it: found by a search, its row's Edit button, the form filled in, a field changed.
  await typeInto(page, page.getByRole('searchbox', { name: 'Search' }), studentId);
  const edit = page.getByRole('button', { name: 'Edit Tabitha Keyboard' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit Student' });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByLabel('Student ID')).toHaveValue(studentId);
  await tabTo(page, editDialog.getByLabel('Guardian Name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Gale Keyboard-Smith');
  await page.keyboard.press('Enter');
  await expect(editDialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Student updated successfully!' }),
  ).toBeVisible();
  // Focus goes back to the button that opened the form.
  await expect(edit).toBeFocused();
});

test('[keyboard] filter attendance and export it, without a mouse', async ({
  page,
  login,
  adminApi,
}) => {
  // A check-in today, so the day's export has a row.
  const checkedIn = await createStudent(adminApi, { firstName: 'Exa', lastName: 'Port' });
  const record = await scanByApi(adminApi, checkedIn.studentId);
  await login({ role: 'admin' });
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 2, name: 'Attendance Records' })).toBeVisible();
  // A date field takes its parts in the browser's order (en-US: month, day, year).
  const [year, month, day] = record.schoolDate.split('-');
  await typeInto(page, page.getByLabel('Start Date'), `${month}${day}${year}`);
  await expect(page.getByLabel('Start Date')).toHaveValue(record.schoolDate);
  await expect(page.getByRole('row').filter({ hasText: checkedIn.studentId })).toBeVisible();
  const exportCsv = page.getByRole('button', { name: 'Export CSV' });
  await tabTo(page, exportCsv);
  await expectVisibleFocus(page);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(
    new RegExp(`^attendance-${record.schoolDate}.*\\.csv$`),
  );
});

test('[keyboard] change a school setting and add a user, without a mouse', async ({
  page,
  login,
  adminApi,
}) => {
  const settingsBefore = await adminApi.get('/api/settings');
  const original = ((await settingsBefore.json()) as { data: { settings: SchoolSettings } }).data
    .settings;
  await login({ role: 'admin' });
  try {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'System Settings' })).toBeVisible();
    const general = page.getByRole('form', { name: 'General Settings' });
    await typeInto(page, general.getByLabel('Phone'), '+1 (217) 555-0142');
    await tabTo(page, general.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: SETTINGS_MESSAGES.saved }),
    ).toBeVisible();
  } finally {
    // The e2e server is shared by every spec: the setting is put back.
    const restored = await adminApi.put('/api/settings', { data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }

  await page.goto('/users');
  await tabTo(page, page.getByRole('button', { name: 'Add User' }));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Add New User' });
  await typeInto(page, modal.getByLabel('Name'), 'Kim Keyboard');
  await typeInto(page, modal.getByLabel('Email'), uniqueEmail('keyboard'));
  await typeInto(page, modal.getByRole('textbox', { name: 'Password', exact: true }), 'Teach123!');
  await typeInto(page, modal.getByLabel('Confirm Password'), 'Teach123!');
  await tabTo(page, modal.getByRole('button', { name: 'Create User' }));
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: USER_MESSAGES.created })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Kim Keyboard' })).toBeVisible();
});
