import { COMMON_MESSAGES } from '@rollcall/contract/common';
import type { APIRequestContext, Page } from '@playwright/test';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_LOG_MESSAGES,
  AUDIT_LOG_PAGE_SIZE,
} from '@rollcall/contract/audit-log';
import { longSchoolDate } from '@rollcall/contract/languages';
import {
  ACCENTED_SAMPLE_NAME,
  BUILT_IN_TEMPLATES,
  SAMPLE_TEMPLATE_VALUES,
  templatesIn,
  unknownPlaceholdersOf,
} from '@rollcall/contract/message-templates';
import {
  LANGUAGE_LABELS,
  SETTINGS_MESSAGES,
  type SchoolSettings,
  unknownPlaceholderMessage,
} from '@rollcall/contract/settings';
import { SETTINGS_FR } from '../src/features/settings/i18n/fr';
import { COMMON_FR } from '../src/i18n/common/fr';
import { expect, test } from './fixtures';
import { cutOffTexts } from './cut-off-texts';
import { openInLanguage } from './language';
import { expectNoSidewaysScroll } from './settled';

async function savedSettings(api: APIRequestContext): Promise<SchoolSettings> {
  const response = await api.get('/api/settings');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { settings: SchoolSettings } }).data.settings;
}

async function openNotifications(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const form = page.getByRole('form', { name: 'Notifications' });
  await expect(form.getByLabel('SMS text', { exact: true })).toBeVisible();
  return form;
}

const saveAndExpectSaved = async (page: Page, form: ReturnType<Page['getByRole']>) => {
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Unsaved/ })).toHaveCount(0);
};

/**
 * Each test saves, reloads and reads several forms back; beside the unit tests on two cores the
 * longest take 25 s: give them room rather than fail on the default 30 s.
 */

test('[settings] admin edits the SMS template, sees the preview follow, and saves it', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  // Another spec may have changed the school's name and language: the texts follow them.
  const { schoolName, defaultLanguage } = await savedSettings(adminApi);
  const builtIn = BUILT_IN_TEMPLATES[defaultLanguage];
  await login({ role: 'admin' });
  const form = await openNotifications(page);
  const sms = form.getByLabel('SMS text', { exact: true });
  // The texts shown first are the school's default language's.
  await expect(form.getByRole('radio', { name: LANGUAGE_LABELS[defaultLanguage] })).toBeChecked();
  const smsPreview = form.getByRole('region', { name: 'SMS preview' });

  // A placeholder button inserts at the cursor, and the preview fills it with the sample values.
  await sms.fill('Absent today: . Call {schoolName}.');
  await sms.evaluate((input: HTMLTextAreaElement) => input.setSelectionRange(14, 14));
  await form.getByRole('button', { name: 'Insert {studentName} into SMS text' }).click();
  await expect(sms).toHaveValue('Absent today: {studentName}. Call {schoolName}.');
  await expect(smsPreview).toContainText(
    `Absent today: ${SAMPLE_TEMPLATE_VALUES.studentName}. Call ${schoolName}.`,
  );
  await expect(smsPreview).toContainText('1 SMS part');
  // By keyboard: Tab from the text reaches the first placeholder button; the caret comes back.
  await sms.press('End');
  await page.keyboard.press('Tab');
  await expect(
    form.getByRole('button', { name: 'Insert {studentName} into SMS text' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sms).toHaveValue('Absent today: {studentName}. Call {schoolName}.{studentName}');
  await expect(sms).toBeFocused();

  // An unknown placeholder: the contract's message, and nothing is saved.
  await sms.fill('Absent today: {studentName} {teacher}');
  const unknownMessage = unknownPlaceholderMessage(['{teacher}']);
  await expect(smsPreview).toContainText(unknownMessage);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(sms).toHaveAttribute('aria-invalid', 'true');
  // Once on the field, once in the preview.
  await expect(form.getByText(unknownMessage)).toHaveCount(2);
  const { templates } = (await savedSettings(adminApi)).notifications;
  expect(templatesIn(templates, defaultLanguage).smsText).not.toContain('{teacher}');

  // Longer than two parts: the contract's warning.
  await sms.fill(`{studentName} ${'was not checked in today. '.repeat(14)}`);
  await expect(smsPreview).toContainText(SETTINGS_MESSAGES.smsLongerThanTwoParts);
  await expect(smsPreview).toContainText(/[3-9] SMS parts/);
  // Editing the text takes the last save's message away.
  await expect(form.getByText(unknownMessage)).toHaveCount(0);
  await expect(sms).not.toHaveAttribute('aria-invalid', 'true');
  await smsPreview.evaluate((region) => region.scrollIntoView({ block: 'center' }));
  await saveScreenshot('settings-notifications-sms-warning');

  const smsText = 'Absent today: {studentName} at {schoolName} ({date}).';
  await sms.fill(smsText);
  await expect(smsPreview).not.toContainText(SETTINGS_MESSAGES.smsLongerThanTwoParts);

  // The e-mail subject, its preview and its reset to the default text.
  const subject = form.getByLabel('E-mail subject', { exact: true });
  await subject.fill('Absence: {studentName}');
  await expect(form.getByTestId('email-preview-subject')).toHaveText(
    `Absence: ${SAMPLE_TEMPLATE_VALUES.studentName}`,
  );
  await form.getByRole('button', { name: "Put back Rollcall's text in E-mail subject" }).click();
  await expect(subject).toHaveValue(builtIn.emailSubject);
  await form.getByLabel('Sender name', { exact: true }).fill('Front Office');
  await expect(form.getByRole('region', { name: 'E-mail preview' })).toContainText(
    'From: Front Office',
  );
  await expect(page.getByRole('tab', { name: /Notifications.*Unsaved/ })).toBeVisible();
  await saveScreenshot('settings-notifications');

  await saveAndExpectSaved(page, form);
  await page.reload();
  const reloaded = await openNotifications(page);
  await expect(reloaded.getByLabel('SMS text', { exact: true })).toHaveValue(smsText);
  await expect(reloaded.getByLabel('Sender name', { exact: true })).toHaveValue('Front Office');
  await expect(reloaded.getByRole('region', { name: 'SMS preview' })).toContainText(
    `Absent today: ${SAMPLE_TEMPLATE_VALUES.studentName} at ${schoolName}`,
  );
  const saved = (await savedSettings(adminApi)).notifications.templates[defaultLanguage];
  expect(saved?.smsText).toBe(smsText);
  expect(saved?.emailSubject).toBe(builtIn.emailSubject);
});

test("[settings] admin writes the school's Spanish texts; the preview is in Spanish; they stay after a reload", async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  const { schoolName } = await savedSettings(adminApi);
  await login({ role: 'admin' });
  let form = await openNotifications(page);
  const languages = () => form.getByRole('radiogroup', { name: 'Language of the texts' });
  const sms = () => form.getByLabel('SMS text', { exact: true });
  const smsPreview = () => form.getByRole('region', { name: 'SMS preview' });
  const spanishDate = longSchoolDate('2026-09-14', 'es');

  // By keyboard: the arrow keys move between the languages.
  await languages().getByText('Spanish').click();
  await expect(languages().getByRole('radio', { name: 'Spanish' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(languages().getByRole('radio', { name: 'French' })).toBeChecked();
  await expect(sms()).toHaveValue(BUILT_IN_TEMPLATES.fr.smsText);
  await page.keyboard.press('ArrowLeft');
  await expect(languages().getByRole('radio', { name: 'Spanish' })).toBeChecked();

  // Rollcall's Spanish texts until the school writes its own; the preview writes Spanish dates.
  await expect(sms()).toHaveValue(BUILT_IN_TEMPLATES.es.smsText);
  await expect(sms()).toHaveAttribute('lang', 'es');
  await expect(form.getByText("Rollcall's texts", { exact: true })).toBeVisible();
  await expect(
    form.getByRole('button', { name: "Use Rollcall's texts in Spanish" }),
  ).toBeDisabled();
  await expect(form.getByTestId('email-preview-body')).toContainText(`Hoy, ${spanishDate},`);
  const smsText = 'Aviso de {schoolName}: {studentName} no ha llegado hoy, {date}.';
  await sms().fill(smsText);
  await expect(smsPreview()).toContainText(
    `Aviso de ${schoolName}: ${SAMPLE_TEMPLATE_VALUES.studentName} no ha llegado hoy, ${spanishDate}.`,
  );
  await expect(smsPreview()).toContainText('1 SMS part');
  await expect(smsPreview()).toContainText(`With an accented name (${ACCENTED_SAMPLE_NAME}):`);
  await expect(form.getByText("Your school's texts", { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Send a test message' })).toContainText(
    'Written in Spanish, the language of the texts above.',
  );
  await languages().evaluate((group) => group.scrollIntoView({ block: 'center' }));
  await saveScreenshot('settings-notifications-spanish');

  // A mistake in the French texts, saved from the Spanish ones: the French texts show, with it.
  await languages().getByText('French').click();
  await sms().fill('{schoolName} : {élève} absent(e)');
  await languages().getByText('Spanish').click();
  await expect(sms()).toHaveValue(smsText);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(languages().getByRole('radio', { name: 'French' })).toBeChecked();
  await expect(sms()).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText(unknownPlaceholderMessage(unknownPlaceholdersOf('{élève}'))),
  ).toHaveCount(2);
  await form.getByRole('button', { name: "Use Rollcall's texts in French" }).click();
  await expect(sms()).toHaveValue(BUILT_IN_TEMPLATES.fr.smsText);
  await expect(sms()).not.toHaveAttribute('aria-invalid', 'true');

  await saveAndExpectSaved(page, form);
  const saved = (await savedSettings(adminApi)).notifications.templates;
  expect(saved.es).toEqual({ ...BUILT_IN_TEMPLATES.es, smsText });
  expect(saved.fr).toBeNull();

  await page.reload();
  form = await openNotifications(page);
  await languages().getByText('Spanish').click();
  await expect(sms()).toHaveValue(smsText);
  await expect(smsPreview()).toContainText(`no ha llegado hoy, ${spanishDate}.`);

  // Back to Rollcall's Spanish texts: saved as none of the school's.
  await form.getByRole('button', { name: "Use Rollcall's texts in Spanish" }).click();
  await expect(sms()).toHaveValue(BUILT_IN_TEMPLATES.es.smsText);
  await saveAndExpectSaved(page, form);
  expect((await savedSettings(adminApi)).notifications.templates.es).toBeNull();
});

test('[settings] admin switches SMS off and on again', async ({ page, login, adminApi }) => {
  await login({ role: 'admin' });
  let form = await openNotifications(page);
  const smsSwitch = () => form.getByRole('switch', { name: /^SMS notifications/ });
  await expect(smsSwitch()).toBeChecked();
  await smsSwitch().click();
  await expect(form.getByRole('region', { name: 'SMS preview' })).toContainText('Off: not sent');
  await saveAndExpectSaved(page, form);
  expect((await savedSettings(adminApi)).notifications.smsEnabled).toBe(false);

  await page.reload();
  form = await openNotifications(page);
  await expect(smsSwitch()).not.toBeChecked();
  await smsSwitch().click();
  await saveAndExpectSaved(page, form);
  await page.reload();
  form = await openNotifications(page);
  await expect(smsSwitch()).toBeChecked();
  expect((await savedSettings(adminApi)).notifications.smsEnabled).toBe(true);
});

test('[settings] the providers say how to configure them; a test send gives the server answer', async ({
  page,
  login,
  adminApi,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  await openNotifications(page);
  // The e2e server runs without SMTP or Twilio: both not configured, with how to configure them.
  const providers = page.getByRole('region', { name: 'Message providers' });
  await expect(providers.getByText('Not configured')).toHaveCount(2);
  await expect(providers.getByText('SMTP_URL')).toBeVisible();
  await expect(providers.getByText('TWILIO_ACCOUNT_SID')).toBeVisible();

  const testForm = page.getByRole('form', { name: 'Send a test message' });
  await testForm.getByRole('button', { name: 'Send test' }).click();
  await expect(testForm.getByText(ABSENTEE_MESSAGES.testEmailRequired)).toBeVisible();

  const email = `notify-${Date.now().toString(36)}@office.test`;
  await testForm.getByLabel('Test e-mail address').fill(email);
  await testForm.getByLabel('Test phone (optional)', { exact: true }).fill('555 0102');
  await testForm.getByRole('button', { name: 'Send test' }).click();
  await expect(testForm.getByText(ABSENTEE_MESSAGES.testPhoneInvalid)).toBeVisible();

  await testForm.getByLabel('Test phone (optional)', { exact: true }).fill('+15550102000');
  await testForm.getByRole('button', { name: 'Send test' }).click();
  await expect(
    page.getByText(
      `${ABSENTEE_MESSAGES.testSent} to the outbox (no e-mail or SMS provider is configured)`,
    ),
  ).toBeVisible();

  await providers.evaluate((region) => region.scrollIntoView({ block: 'start' }));
  await saveScreenshot('settings-notifications-test-send');

  // Both messages were written, to the outbox, for the address typed.
  const log = await adminApi.get('/api/absentee/notifications?status=outbox&limit=200');
  const { notifications } = (
    (await log.json()) as {
      data: { notifications: { recipient: string; channel: string }[] };
    }
  ).data;
  expect(notifications.filter((message) => message.recipient === email)).toHaveLength(1);
  expect(notifications.some((message) => message.recipient === '+15550102000')).toBe(true);
});

test('[settings] the audit log shows the change just made and filters by action', async ({
  page,
  login,
  createUser,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  const form = await openNotifications(page);
  const senderName = `Office ${Date.now().toString(36)}`;
  await form.getByLabel('Sender name', { exact: true }).fill(senderName);
  await saveAndExpectSaved(page, form);
  const teacher = await createUser();

  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  const log = page.getByRole('region', { name: AUDIT_LOG_MESSAGES.title });
  await log.getByRole('button', { name: 'Refresh the audit log' }).click();
  const settingsRow = log.getByRole('row').filter({ hasText: senderName });
  await expect(settingsRow).toContainText(AUDIT_ACTION_LABELS['settings.update']);
  await expect(settingsRow).toContainText(`Notifications › Sender name`);
  await expect(settingsRow).toContainText('Ada Admin');

  // A creation lists more fields than the summary shows: the details hold them all.
  // The newest creation is the teacher just made.
  const userRow = log
    .getByRole('row')
    .filter({ hasText: AUDIT_ACTION_LABELS['user.create'] })
    .first();
  await expect(userRow).not.toContainText(teacher.email);
  await userRow.getByRole('button', { name: 'Show details' }).click();
  await expect(userRow).toContainText(`E-mail: — → ${teacher.email}`);
  await expect(userRow.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await log.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await saveScreenshot('settings-audit-log');
  await expectNoSidewaysScroll(page);

  await log
    .getByLabel('Action', { exact: true })
    .selectOption({ label: AUDIT_ACTION_LABELS['user.create'] });
  await expect(settingsRow).toHaveCount(0);
  const rows = log.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText(AUDIT_ACTION_LABELS['user.create']);
  for (const row of await rows.all()) {
    await expect(row).toContainText(AUDIT_ACTION_LABELS['user.create']);
  }

  await log.getByLabel('Action', { exact: true }).selectOption({ label: 'All actions' });
  await log.getByLabel('From', { exact: true }).fill('2030-01-02');
  await log.getByLabel('To', { exact: true }).fill('2030-01-01');
  await expect(log.getByText(COMMON_MESSAGES.dateRangeInvalid)).toBeVisible();
  await log.getByLabel('To', { exact: true }).fill('2030-01-03');
  await expect(log.getByText(AUDIT_LOG_MESSAGES.empty)).toBeVisible();
});

test('[settings] the audit log pages through more than one page of entries', async ({
  page,
  login,
  createUser,
}) => {
  for (let index = 0; index < AUDIT_LOG_PAGE_SIZE + 1; index += 1) await createUser();
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security & Privacy' }).click();
  const log = page.getByRole('region', { name: AUDIT_LOG_MESSAGES.title });
  await log
    .getByLabel('Action', { exact: true })
    .selectOption({ label: AUDIT_ACTION_LABELS['user.create'] });
  await expect(log.getByText(/^Showing 1 to 20 of \d+ results$/)).toBeVisible();
  await log.getByRole('button', { name: 'Next' }).click();
  await expect(log.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(log.getByText(/^Showing 21 to \d+ of \d+ results$/)).toBeVisible();
  await expect(log.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('[settings] notifications and the audit log on a phone', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login({ role: 'admin' });
  await page.goto('/settings');
  await page.getByLabel('Category').selectOption({ label: 'Notifications' });
  const form = page.getByRole('form', { name: 'Notifications' });
  await expect(form.getByLabel('SMS text', { exact: true })).toBeVisible();
  await saveScreenshot('settings-notifications-phone');
  await form.getByRole('region', { name: 'SMS preview' }).scrollIntoViewIfNeeded();
  await saveScreenshot('settings-notifications-phone-preview');

  await page.getByLabel('Category').selectOption({ label: 'Security & Privacy' });
  const log = page.getByRole('region', { name: AUDIT_LOG_MESSAGES.title });
  const cards = log.getByRole('list', { name: 'Audit log entries' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await cards.scrollIntoViewIfNeeded();
  await saveScreenshot('settings-audit-log-phone');
  // No sideways scrolling on a phone.
  await expectNoSidewaysScroll(page);
});

test('[settings] the notifications in French on a computer and a phone: nothing cut off', async ({
  page,
  login,
  saveScreenshot,
}) => {
  await login({ role: 'admin' });
  // This browser's screens in French (the shared admin's own account stays English).
  await openInLanguage(page, 'fr');
  await page.goto('/settings');
  await page.getByRole('tab', { name: SETTINGS_FR.categories.notifications }).click();
  const form = page.getByRole('form', { name: SETTINGS_FR.categories.notifications });
  const languages = form.getByRole('radiogroup', { name: SETTINGS_FR.notifications.language });
  await languages.getByText('Français').click();
  await expect(form.getByLabel(COMMON_FR.fields.smsText, { exact: true })).toHaveValue(
    BUILT_IN_TEMPLATES.fr.smsText,
  );
  await expect(form.getByTestId('email-preview-body')).toContainText(
    longSchoolDate('2026-09-14', 'fr'),
  );
  expect(await cutOffTexts(page)).toEqual([]);
  await saveScreenshot('settings-notifications-fr');
  await languages.evaluate((group) => group.scrollIntoView({ block: 'center' }));
  await saveScreenshot('settings-notifications-fr-templates');

  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByLabel(SETTINGS_FR.screen.category)
    .selectOption({ label: SETTINGS_FR.categories.notifications });
  await expect(languages.getByRole('radio', { name: 'Français' })).toBeChecked();
  expect(await cutOffTexts(page)).toEqual([]);
  await languages.evaluate((group) => group.scrollIntoView({ block: 'center' }));
  await saveScreenshot('settings-notifications-fr-phone');
  await form.getByRole('region', { name: SETTINGS_FR.preview.sms }).scrollIntoViewIfNeeded();
  await saveScreenshot('settings-notifications-fr-phone-preview');
});
