import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Virtual } from '@guidepup/virtual-screen-reader';
import type { Locator, Page } from '@playwright/test';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import { ATTENDANCE_CSV_TEXTS } from '@rollcall/contract/attendance-csv';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { GATE_MESSAGES, type GateScanResult } from '@rollcall/contract/gate';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { STUDENT_MESSAGES } from '@rollcall/contract/students';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { ABSENTEE_EN } from '../src/features/absentee/i18n/en';
import { AUTH_EN } from '../src/features/auth/i18n/en';
import { DASHBOARD_EN } from '../src/features/dashboard/i18n/en';
import { GATE_EN } from '../src/features/gate/i18n/en';
import { STUDENTS_EN } from '../src/features/students/i18n/en';
import { COMMON_EN } from '../src/i18n/common/en';
import { expect, test } from './fixtures';
import { createAbsentStudent } from './fixtures/absentee-data';
import { createStudent, fullName, getStudentQr } from './fixtures/attendance-data';
import { GATE_CREDENTIAL_KEY, pairedCredential } from './fixtures/gate-data';
import { openStudents, uniqueId } from './fixtures/students-data';

/*
 * A screen reader's pass over four tasks, without a desktop: @guidepup/virtual-screen-reader runs
 * in the test's browser and says what a screen reader would, from the page's accessibility
 * semantics (roles, names, descriptions, states, live regions). It follows focus as Tab or the app
 * moves it, and announces live regions as they change ("polite: …", "assertive: …"). Each test
 * asserts the phrases a person who cannot see the screen needs: each field's label and message,
 * and each result. docs/accessibility.md cites these tests for 1.3.1, 3.3.1, 4.1.2 and 4.1.3.
 */

// The reader's browser build is loaded into the page as a module from a blob, which the app's
// Content-Security-Policy rightly forbids (axe's script is injected the same way).
test.use({ bypassCSP: true });

const READER_BUNDLE = createRequire(import.meta.url).resolve(
  '@guidepup/virtual-screen-reader/browser.js',
);
let readerSource: Promise<string> | undefined;

type ReaderWindow = Window & { screenReader: Virtual };

/** What the reader has said since it started, phrase by phrase. */
const spokenLog = (page: Page) =>
  page.evaluate(() => (window as unknown as ReaderWindow).screenReader.spokenPhraseLog());

/**
 * Starts the reader over the whole page, as it is now (a full page load ends it). `after(action)`
 * runs the action and gives what the reader has said since the action began, to poll.
 */
async function startScreenReader(page: Page) {
  readerSource ??= readFile(READER_BUNDLE, 'utf8');
  await page.evaluate(
    async (source) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const { virtual } = (await import(url)) as { virtual: Virtual };
      URL.revokeObjectURL(url);
      (window as unknown as ReaderWindow).screenReader = virtual;
      await virtual.start({ container: document.body });
    },
    await readerSource,
  );
  return {
    after: async (action: () => Promise<unknown>) => {
      const before = (await spokenLog(page)).length;
      await action();
      return async () => (await spokenLog(page)).slice(before);
    },
  };
}

/**
 * The phrase said on reaching the control named `name`, the last time: the reader says a
 * control's role, then its name, description and states ("textbox, Email address, …"); a control
 * without a role of its own (a password or date field) starts with its name.
 */
const phraseFor = (phrases: readonly string[], name: string) =>
  [...phrases].reverse().find((phrase) => phrase.split(', ').slice(0, 2).includes(name));

/** What live regions announced at that politeness, without the reader's "polite: " prefix. */
const announced = (phrases: readonly string[], politeness: 'polite' | 'assertive') =>
  phrases
    .filter((phrase) => phrase.startsWith(`${politeness}: `))
    .map((phrase) => phrase.slice(politeness.length + 2));

/** A text as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Presses Tab until `target` has the focus (the reader says each control on the way). */
async function tabUntil(page: Page, target: Locator) {
  // Found once: a locator by role and name is looked for again at each press, which is slow.
  const element = await target.elementHandle();
  const isFocused = () => element?.evaluate((node) => node === document.activeElement);
  for (let presses = 0; presses < 80 && !(await isFocused()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(), 'Tab reaches the target').toBe(true);
  await element?.dispose();
}

test('[screen reader] signing in: each field is read with its label and its message, a wrong password is announced, and the dashboard is read after', async ({
  page,
  createUser,
}) => {
  const teacher = await createUser();
  await page.goto('/login');
  const email = page.getByLabel(AUTH_EN.login.email);
  const password = page.getByRole('textbox', { name: COMMON_EN.fields.password, exact: true });
  const submit = page.getByRole('button', { name: AUTH_MESSAGES.submit });
  await expect(submit).toBeVisible();
  const reader = await startScreenReader(page);

  // Sent empty: the first field in error takes the focus and is read with its message.
  let said = await reader.after(() => submit.click());
  await expect
    .poll(async () => phraseFor(await said(), AUTH_EN.login.email))
    .toMatch(
      new RegExp(
        `^textbox, ${literally(`${AUTH_EN.login.email}, ${USER_MESSAGES.emailRequired}`)}, invalid, .*required$`,
      ),
    );
  said = await reader.after(() => page.keyboard.press('Tab'));
  await expect
    .poll(async () => phraseFor(await said(), COMMON_EN.fields.password))
    .toContain(COMMON_MESSAGES.passwordRequired);
  said = await reader.after(() => page.keyboard.press('Tab'));
  await expect.poll(said).toContain(`button, ${COMMON_EN.password.show}, not pressed`);

  await email.fill(teacher.email);
  await password.fill('Wrong-password-1');
  said = await reader.after(() => password.press('Enter'));
  // Announced at once, where the focus is (on the field just used).
  await expect
    .poll(async () => announced(await said(), 'assertive'))
    .toContain(ERROR_MESSAGES.INVALID_CREDENTIALS);

  await password.fill(teacher.password);
  said = await reader.after(() => password.press('Enter'));
  // Signed in, the new screen's heading takes the focus and is read.
  await expect.poll(said).toContain(`heading, ${DASHBOARD_EN.header.teacherTitle}, level 2`);
});

test("[screen reader] a scan at the gate: the outcome and the student's name are announced, and a refused card says why", async ({
  page,
  adminApi,
}) => {
  const student = await createStudent(adminApi, { firstName: 'Reed', lastName: 'Aloud' });
  const card = (await getStudentQr(adminApi, student._id)).qrCodeData;
  const credential = await pairedCredential(adminApi);
  await page.goto('/gate/pair');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: GATE_CREDENTIAL_KEY,
    value: credential,
  });
  await page.goto('/gate');
  const field = page.getByLabel(GATE_EN.kiosk.scanLabel);
  await expect(field).toBeFocused();
  const reader = await startScreenReader(page);

  // What a wedge scanner does: the code typed into the focused field, then Enter.
  await field.fill(card);
  const answer = page.waitForResponse('**/api/gate/scan');
  let said = await reader.after(() => field.press('Enter'));
  const { data: result } = (await (await answer).json()) as { data: GateScanResult };
  const outcome =
    result.outcome === 'late'
      ? fillMessage(GATE_EN.result.late, { minutes: result.minutesLate })
      : ATTENDANCE_CSV_TEXTS.onTime;
  expect(['on-time', 'late']).toContain(result.outcome);
  await expect
    .poll(async () => announced(await said(), 'assertive'))
    .toEqual(expect.arrayContaining([outcome, GATE_MESSAGES.checkedIn(fullName(student))]));
  await expect
    .poll(async () => announced(await said(), 'polite'))
    .toContain(fillMessage(GATE_EN.kiosk.today, { value: 1 }));

  // The card's plain number is refused, and the announcement says so without naming anyone.
  await field.fill(student.studentId);
  said = await reader.after(() => field.press('Enter'));
  await expect
    .poll(async () => announced(await said(), 'assertive'))
    .toEqual(expect.arrayContaining([GATE_EN.result.refused, GATE_MESSAGES.plainCodeRefused]));
  expect((await said()).join(' ')).not.toContain(student.lastName);
});

/** The add-student form's fields, by label, with the help each is described by. */
const STUDENT_FIELDS: ReadonlyArray<readonly [label: string, help?: string]> = [
  [COMMON_EN.fields.studentId, STUDENTS_EN.info.studentIdExample],
  [STUDENTS_EN.info.rollNumber],
  [STUDENTS_EN.info.firstName],
  [STUDENTS_EN.info.lastName],
  [COMMON_EN.fields.email],
  [COMMON_EN.phoneNumber],
  [STUDENTS_EN.info.dateOfBirth],
  [COMMON_EN.fields.gender],
  [COMMON_MESSAGES.class],
  [COMMON_EN.fields.section],
  [STUDENTS_EN.info.enrollmentDate, STUDENTS_EN.info.enrollmentToday],
  [COMMON_EN.active, STUDENTS_EN.info.activeHelp],
  [STUDENTS_EN.guardian.name],
  [STUDENTS_EN.guardian.relation],
  [STUDENTS_EN.guardian.phone],
  [STUDENTS_EN.guardian.email],
  [STUDENTS_EN.guardian.language, STUDENTS_EN.guardian.languageHelp],
  [STUDENTS_EN.guardian.nudgeOptOut, STUDENTS_EN.guardian.nudgeOptOutHelp],
  [STUDENTS_EN.address.street],
  [COMMON_EN.fields.city],
  [COMMON_EN.fields.state],
  [STUDENTS_EN.address.zipCode],
  [COMMON_EN.fields.country],
  [COMMON_EN.photo.choose, STUDENTS_EN.photo.help],
  [STUDENTS_EN.additional.emergencyName],
  [STUDENTS_EN.additional.emergencyPhone],
  [STUDENTS_EN.additional.bloodType],
  [COMMON_EN.fields.allergies, STUDENTS_EN.additional.allergiesHelp],
  [STUDENTS_EN.additional.qrCodeData, STUDENTS_EN.additional.qrCodeDataHelp],
  [COMMON_EN.fields.notes],
];

/** The required fields, by label, with the message each is read with when left empty. */
const REQUIRED_STUDENT_FIELDS = [
  [COMMON_EN.fields.studentId, STUDENT_MESSAGES.studentIdRequired],
  [STUDENTS_EN.info.firstName, STUDENT_MESSAGES.firstNameRequired],
  [STUDENTS_EN.info.lastName, STUDENT_MESSAGES.lastNameRequired],
  [COMMON_MESSAGES.class, STUDENT_MESSAGES.classRequired],
  [STUDENTS_EN.guardian.name, STUDENT_MESSAGES.guardianNameRequired],
  [STUDENTS_EN.guardian.phone, STUDENT_MESSAGES.guardianPhoneRequired],
] as const;

test('[screen reader] adding a student: each field is read with its label and help, each missing one with its message, and the result is announced', async ({
  page,
  login,
}) => {
  await login({ role: 'admin' });
  await openStudents(page);
  const reader = await startScreenReader(page);
  let said = await reader.after(() =>
    page.getByRole('button', { name: COMMON_EN.addNewStudent }).click(),
  );
  await expect
    .poll(said)
    .toContainEqual(expect.stringMatching(`^dialog, ${literally(COMMON_EN.addNewStudent)}, `));
  const dialog = page.getByRole('dialog', { name: COMMON_EN.addNewStudent });
  const submit = dialog.getByRole('button', { name: STUDENTS_EN.form.add });
  said = await reader.after(() => tabUntil(page, submit));
  await expect.poll(said).toContain(`button, ${STUDENTS_EN.form.add}`);
  const walk = await said();
  for (const [label, help] of STUDENT_FIELDS) {
    const phrase = phraseFor(walk, label);
    // Read by its label alone, and by its help (which is no part of the name).
    expect(phrase, `the field ${label} is read by its label`).toBeDefined();
    if (help) expect(phrase, `the field ${label} is read with its help`).toContain(help);
  }

  // Sent empty: the focus goes to the first field in error, and each one in error says why.
  said = await reader.after(() => page.keyboard.press('Enter'));
  const [[firstLabel, firstMessage], ...others] = REQUIRED_STUDENT_FIELDS;
  await expect
    .poll(async () => phraseFor(await said(), firstLabel))
    .toContain(`${firstLabel}, ${firstMessage}`);
  expect(phraseFor(await said(), firstLabel)).toContain(', invalid');
  for (const [label, message] of others) {
    const role = label === COMMON_MESSAGES.class ? 'combobox' : 'textbox';
    said = await reader.after(() => dialog.getByRole(role, { name: label, exact: true }).focus());
    await expect
      .poll(async () => phraseFor(await said(), label), `${label} is read with its message`)
      .toContain(`${label}, ${message}`);
    expect(phraseFor(await said(), label), `${label} is read as invalid`).toContain(', invalid');
  }

  await dialog.getByLabel(COMMON_EN.fields.studentId).fill(uniqueId('SR'));
  await dialog.getByLabel(STUDENTS_EN.info.firstName).fill('Vera');
  await dialog.getByLabel(STUDENTS_EN.info.lastName).fill('Voiced');
  await dialog
    .getByRole('combobox', { name: COMMON_MESSAGES.class, exact: true })
    .selectOption('11');
  await dialog.getByLabel(STUDENTS_EN.guardian.name).fill('Gale Voiced');
  await dialog.getByLabel(STUDENTS_EN.guardian.phone).fill('555-0142');
  said = await reader.after(() => submit.click());
  await expect
    .poll(async () => announced(await said(), 'polite'))
    .toContainEqual(expect.stringContaining(STUDENT_MESSAGES.created));
  await expect(dialog).toBeHidden();
});

test('[screen reader] notifying absentees: nothing selected is announced with a toast whose × is named, the dialog reads its field, and the result is announced without being cut off', async ({
  page,
  login,
  adminApi,
}) => {
  const told = await createAbsentStudent(adminApi, 'Tove', 'Toldearly');
  const waiting = await createAbsentStudent(adminApi, 'Wren', 'Waiting');
  // Told this morning: both of Tove's guardian's channels are used for today.
  const earlier = await adminApi.post('/api/absentee/send-notification', {
    data: { studentIds: [told._id] },
  });
  expect(earlier.status(), await earlier.text()).toBe(200);
  await login({ role: 'admin' });
  await page.goto('/absentee');
  await expect(
    page.getByRole('heading', { level: 2, name: ABSENTEE_MESSAGES.heading }),
  ).toBeVisible();
  await expect(page.getByText(ABSENTEE_EN.absent.loading)).toHaveCount(0);
  const reader = await startScreenReader(page);
  const notifySelected = (selected: number) =>
    page.getByRole('button', {
      name: fillMessage(ABSENTEE_EN.absent.notifySelected, { selected }),
    });

  const warning = page.getByRole('alert').filter({ hasText: ABSENTEE_MESSAGES.selectStudents });
  const close = warning.getByRole('button', { name: COMMON_EN.a11y.closeNotification });
  let said = await reader.after(() => notifySelected(0).click());
  // The pointer rests on the warning, as a reader's would, which keeps it open past its 4 s: on a
  // busy machine, listening to the reader took longer than the warning stays.
  await close.hover();
  await expect
    .poll(async () => announced(await said(), 'assertive'))
    .toContainEqual(expect.stringContaining(ABSENTEE_MESSAGES.selectStudents));
  // The warning's × says what it does; closed, the warning is out of the way of what follows.
  said = await reader.after(() => close.focus());
  await expect.poll(said).toContain(`button, ${COMMON_EN.a11y.closeNotification}`);
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();

  for (const student of [told, waiting]) {
    const name = fillMessage(ABSENTEE_EN.absent.select, { name: student.fullName });
    await page.getByRole('checkbox', { name }).check();
  }
  said = await reader.after(() => notifySelected(2).click());
  await expect
    .poll(said)
    .toContainEqual(expect.stringMatching(`^dialog, ${literally(ABSENTEE_EN.send.title)}, `));
  await expect
    .poll(async () => phraseFor(await said(), ABSENTEE_EN.send.customLabel))
    .toContain(`${ABSENTEE_EN.send.customLabel}, ${ABSENTEE_MESSAGES.customMessageHelp}`);

  const dialog = page.getByRole('dialog', { name: ABSENTEE_EN.send.title });
  said = await reader.after(() =>
    dialog.getByRole('button', { name: ABSENTEE_EN.send.submit }).click(),
  );
  const notAgain = fillMessage(ABSENTEE_EN.details.notAgain, {
    messages: fillMessage(ABSENTEE_EN.counts.messages_other, { count: 2 }),
  });
  const outbox = new RegExp(
    literally(ABSENTEE_EN.outboxToday_other).replace(literally('{{count}}'), '\\d+'),
  );
  // The result, what was not sent again, and the outbox note: all said, all polite, so that
  // none cuts off the result (an assertive announcement may clear what is waiting to be said).
  await expect
    .poll(async () => announced(await said(), 'polite'))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(ABSENTEE_MESSAGES.notificationsSent(1)),
        expect.stringContaining(notAgain),
        expect.stringMatching(outbox),
      ]),
    );
  expect(announced(await said(), 'assertive')).toEqual([]);
});
