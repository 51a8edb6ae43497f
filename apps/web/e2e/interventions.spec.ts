import type { APIRequestContext, Page } from '@playwright/test';
import { INTERVENTION_MESSAGES } from '@rollcall/contract/interventions';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { expectFocusWithin, tabTo, toast } from './keyboard';
import { addDays, recordDay, schoolToday, weekdaysBetween } from './fixtures/reports-data';
import { createStudent, type TestStudent } from './fixtures/attendance-data';

const PHONE = { width: 390, height: 844 };

type School = { absent: TestStudent; late: TestStudent };

let seeded: Promise<School> | undefined;

/**
 * Two students enrolled a month ago (the e2e school keeps Monday to Friday, no holidays): Rui came
 * every day until a week ago and has been away since (consecutive absences, chronic absence too);
 * Lea comes every day but was late on six of the last eight school days (repeated lateness). Seeded
 * once per worker's server; the cases open when the rules are checked.
 */
function seedSchool(api: APIRequestContext): Promise<School> {
  seeded ??= (async () => {
    const today = schoolToday();
    const enrollmentDate = addDays(today, -30);
    const absent = await createStudent(api, {
      firstName: 'Rui',
      lastName: 'Costa',
      class: '9',
      section: 'A',
      enrollmentDate,
    });
    const late = await createStudent(api, {
      firstName: 'Lea',
      lastName: 'Lopez',
      class: '10',
      section: 'B',
      enrollmentDate,
    });
    for (const day of weekdaysBetween(enrollmentDate, addDays(today, -8))) {
      await recordDay(api, absent._id, day, 'present');
    }
    const leaDays = weekdaysBetween(enrollmentDate, addDays(today, -1));
    for (const [index, day] of leaDays.entries()) {
      const isLate = index >= leaDays.length - 8 && index % 4 !== 0;
      await recordDay(api, late._id, day, isLate ? 'late' : 'present', isLate ? 12 : undefined);
    }
    return { absent, late };
  })();
  return seeded;
}

/** Checks the rules through the API, as the daily run would. */
async function checkRules(api: APIRequestContext) {
  const response = await api.post('/api/interventions/check');
  expect(response.status(), await response.text()).toBe(200);
}

/** The cases opened (the rules checked through the API), the screen open for someone of `role`. */
async function openCases(
  page: Page,
  api: APIRequestContext,
  login: (options: { role: 'admin' | 'teacher' }) => Promise<unknown>,
  role: 'admin' | 'teacher',
) {
  await seedSchool(api);
  await checkRules(api);
  await login({ role });
  await page.goto('/interventions');
  await expect(page.getByRole('heading', { level: 2, name: 'Interventions' })).toBeVisible();
}

async function openInterventions(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Interventions' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Interventions' })).toBeVisible();
}

const openButton = (page: Page, name: string, rule: string) =>
  page.getByRole('button', { name: `Open the case of ${name}: ${rule}` });

test('[interventions] admin checks the rules, sees the cases, and assigns, tiers and notes one', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  await seedSchool(adminApi);
  await login({ role: 'admin' });
  await openInterventions(page);
  await page.getByRole('button', { name: 'Check rules now' }).click();
  await expect(
    toast(page, /Rules checked up to [A-Z][a-z]{2} \d{1,2}, \d{4}\. New cases: \d+\./),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Attendance cases' });
  const rui = table.getByRole('row').filter({ hasText: 'Rui Costa' });
  await expect(rui.filter({ hasText: 'Consecutive absences' })).toBeVisible();
  // Other specs' students may have cases too: Lea's row is looked up by her name.
  await expect(table.getByRole('row').filter({ hasText: 'Lea Lopez' })).toContainText(
    'Repeated lateness',
  );
  await expect(rui.filter({ hasText: 'Consecutive absences' })).toContainText('Unassigned');
  await expectNoViolations(page, 'interventions list', 'main');
  await saveScreenshot('interventions-list');

  await openButton(page, 'Rui Costa', 'Consecutive absences').click();
  const dialog = page.getByRole('dialog', { name: 'Rui Costa' });
  await expect(dialog.getByRole('heading', { name: 'Attendance calendar' })).toBeVisible();
  await expect(dialog.getByText('Absent in a row')).toBeVisible();
  await dialog.getByLabel('Assigned to').selectOption({ label: 'Ada Admin' });
  await dialog.getByLabel('Tier').selectOption({ label: 'Tier 2 (targeted)' });
  await dialog.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(toast(page, INTERVENTION_MESSAGES.caseUpdated)).toBeVisible();

  await dialog
    .getByRole('textbox', { name: 'Note' })
    .fill('Called the mother: Rui has the flu, back on Monday.');
  await dialog.getByLabel('Action taken').selectOption({ label: 'Phone call' });
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, INTERVENTION_MESSAGES.noteAdded)).toBeVisible();
  const note = dialog.getByRole('listitem').filter({ hasText: 'Rui has the flu' });
  await expect(note).toContainText('Phone call');
  await expect(note).toContainText('By Ada Admin');
  await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await expectNoViolations(page, 'case dialog', '[role="dialog"]');
  await note.scrollIntoViewIfNeeded();
  await saveScreenshot('interventions-detail-notes');
  await dialog.getByText('Opened on').scrollIntoViewIfNeeded();
  await saveScreenshot('interventions-detail');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openButton(page, 'Rui Costa', 'Consecutive absences')).toBeFocused();
  const updated = table.getByRole('row').filter({ hasText: 'Consecutive absences' });
  await expect(updated.filter({ hasText: 'Rui Costa' })).toContainText('Ada Admin');
  await expect(updated.filter({ hasText: 'Rui Costa' })).toContainText('Tier 2 (targeted)');
});

test('[interventions] an empty note gets the contract’s message on its field', async ({
  page,
  adminApi,
  login,
}) => {
  await openCases(page, adminApi, login, 'admin');
  await openButton(page, 'Lea Lopez', 'Repeated lateness').click();
  const dialog = page.getByRole('dialog', { name: 'Lea Lopez' });
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
    new RegExp(INTERVENTION_MESSAGES.noteRequired),
  );
  await expect(dialog.getByRole('textbox', { name: 'Note' })).toBeFocused();
});

test('[interventions] a teacher reads the cases and their notes, with nothing to act with', async ({
  page,
  adminApi,
  login,
}) => {
  await openCases(page, adminApi, login, 'teacher');
  await expect(page.getByRole('button', { name: 'Check rules now' })).toHaveCount(0);
  await openButton(page, 'Lea Lopez', 'Repeated lateness').click();
  const dialog = page.getByRole('dialog', { name: 'Lea Lopez' });
  await expect(dialog.getByText('Late days in the window')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save follow-up' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Add note' })).toHaveCount(0);
  await expect(dialog.getByLabel('Assigned to')).toHaveCount(0);
  await expectNoViolations(page, 'case dialog (teacher)', '[role="dialog"]');
});

test('[interventions] the bell counts the new cases and clears once they are opened', async ({
  page,
  adminApi,
  login,
}) => {
  await seedSchool(adminApi);
  await checkRules(adminApi);
  // A new account has never looked: the cases of the last seven days are new to it.
  await login({ role: 'teacher', ownAccount: true });
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^\d+ new notifications?$/ }).click();
  await page.getByRole('menuitem', { name: /^\d+ new attendance cases?$/ }).click();
  await expect(page).toHaveURL(/\/interventions$/);
  // A teacher has no other notices: nothing is left.
  const nothingNew = banner.getByRole('button', { name: 'No new notifications' });
  await expect(nothingNew).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Interventions' })).toBeVisible();
  await expect(nothingNew).toBeVisible();
  await nothingNew.click();
  await expect(page.getByRole('menuitem', { name: 'Nothing new' })).toBeDisabled();
});

test('[interventions] keyboard only: open a case, add a note with its action, focus comes back', async ({
  page,
  adminApi,
  login,
}) => {
  await openCases(page, adminApi, login, 'admin');
  const open = openButton(page, 'Lea Lopez', 'Repeated lateness');
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lea Lopez' });
  await expectFocusWithin(dialog);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Note' }));
  await page.keyboard.type('Met Lea and her father; she will take the earlier bus.');
  await tabTo(page, dialog.getByLabel('Action taken'));
  await page.keyboard.type('Meeting');
  await expect(dialog.getByLabel('Action taken')).toHaveValue('meeting');
  await tabTo(page, dialog.getByRole('button', { name: 'Add note' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, INTERVENTION_MESSAGES.noteAdded)).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'earlier bus' }).filter({ hasText: 'Meeting' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('[interventions] on a phone the list scrolls sideways and the case fills the screen', async ({
  page,
  adminApi,
  login,
  saveScreenshot,
}) => {
  await page.setViewportSize(PHONE);
  await openCases(page, adminApi, login, 'admin');
  await expect(page.getByRole('group', { name: 'Attendance cases' })).toBeVisible();
  // Nothing but the table's own scroller is wider than the screen.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  await expectNoViolations(page, 'interventions list (phone)', 'main');
  await saveScreenshot('interventions-list-phone');
  const open = openButton(page, 'Rui Costa', 'Consecutive absences');
  await open.scrollIntoViewIfNeeded();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Rui Costa' });
  await expect(dialog.getByRole('button', { name: 'Add note' })).toBeVisible();
  await expectNoViolations(page, 'case dialog (phone)', '[role="dialog"]');
  await saveScreenshot('interventions-detail-phone');
});

test('[interventions] the rules’ thresholds sit in Attendance Settings with the contract’s messages', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Attendance Settings' }).click();
  const form = page.getByRole('form', { name: 'Attendance Settings' });
  const consecutive = form.getByLabel('Consecutive absent days');
  const lateDays = form.getByLabel('Late days');
  const window = form.getByLabel('Within the last');
  await expect(consecutive).toHaveValue('3 school days');
  await expect(lateDays).toHaveValue('5 days');
  await expect(window).toHaveValue('30 school days');
  await consecutive.fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(consecutive).toHaveAccessibleDescription(
    /Enter a number of school days from 2 to 30/,
  );
  // The rule between two fields is checked once each field is in range; nothing is saved.
  await consecutive.fill('4');
  await lateDays.fill('10');
  await window.fill('8');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(window).toHaveAccessibleDescription(
    /The window must be at least as many school days as the late days/,
  );
  await form
    .getByRole('heading', { name: 'Rules that open attendance cases' })
    .scrollIntoViewIfNeeded();
  await expectNoViolations(page, 'attendance settings', 'main');
  await saveScreenshot('interventions-settings');
  await page.setViewportSize(PHONE);
  await consecutive.scrollIntoViewIfNeeded();
  await saveScreenshot('interventions-settings-phone');
});
