import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import {
  builtInOutreachTemplates,
  OUTREACH_MESSAGES,
  type LetterBatch,
} from '@rollcall/contract/interventions/outreach';
import { notifications } from '../../db/schema/notifications.js';
import { insertStudent, insertAttendance } from '../../../test/factories.js';
import {
  readableMail,
  startSmsServer,
  startSmtpServer,
  waitFor,
} from '../../../test/messaging-peers.js';
import { pdfImageObjects, readPdf } from '../../../test/pdf-files.js';
import { uploadSchoolLogo } from '../../../test/school-logo.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { messagingTo } from '../../../test/school-messaging.js';
import type { Messaging } from '../absentee/messaging.js';
import { runScheduledNudges } from './nudges.service.js';
import { medianOf } from './guardian-facts.js';
import { FIRST_SCHOOL_ID } from '../../shared/school-staff.js';

let t: TestApp;
let admin: SignedIn;
let teacher: SignedIn;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
const ids: Record<string, string> = {};

// Wednesday 14 October 2026, 17:00 in New York. Everyone was enrolled on Monday 5 October: seven
// finished school days (5–9, 12, 13 October) so far.
const NOW = '2026-10-14T17:00:00-04:00';
const DAYS = [
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
  '2026-10-08',
  '2026-10-09',
  '2026-10-12',
  '2026-10-13',
];
const SCHOOL = 'Lincoln High';

/** A student enrolled on the first day, present on all but `absent` of the days. */
async function enrolledStudent(
  key: string,
  absent: number,
  overrides: Parameters<typeof insertStudent>[1] = {},
) {
  const row = await insertStudent(t.database.db, {
    firstName: key,
    lastName: 'Family',
    guardianName: `${key} Guardian`,
    guardianEmail: `${key.toLowerCase()}@family.test`,
    guardianPhone: `+1555111${String(Object.keys(ids).length).padStart(4, '0')}`,
    enrollmentDate: DAYS[0],
    street: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    ...overrides,
  });
  ids[key] = row.id;
  const present = DAYS.slice(absent);
  if (present.length) {
    await insertAttendance(
      t.database.db,
      present.map((schoolDate) => ({
        studentId: row.id,
        schoolDate,
        scanTime: new Date(`${schoolDate}T07:55:00-04:00`),
        status: 'present' as const,
        method: 'scan' as const,
      })),
    );
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsServer();
  t = await createTestApp({
    outreachJobs: { pollingIntervalSeconds: 0.5 },
    messaging: messagingTo(() => ({ smtp, sms })),
  });
  t.setNow(NOW);
  admin = await t.signIn('admin');
  teacher = await t.signIn('teacher');
  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: {
      ...settings,
      schoolName: SCHOOL,
      address: '1 School Road',
      outreach: undefined,
      notifications: undefined,
      hasLogo: undefined,
    },
  });
  await enrolledStudent('Ana', 4);
  await enrolledStudent('Ben', 2, { guardianLanguage: 'es' });
  await enrolledStudent('Cleo', 1, { guardianLanguage: 'fr' });
  await enrolledStudent('Dan', 0);
  await enrolledStudent('Eve', 5, { nudgeOptOut: true });
  // Ana's sister: the same guardian, reached at the same address and phone.
  await enrolledStudent('Fay', 2, {
    class: '12',
    section: 'D',
    guardianName: 'Ana Guardian',
    guardianEmail: 'Ana@family.test',
    guardianPhone: '+15551110000',
  });
  // Archived: counted by the reports up to then, but not one of the school's enrolled students.
  await enrolledStudent('Gus', 7, { archivedAt: new Date('2026-10-14T08:00:00-04:00') });
});

afterAll(async () => {
  await t?.close();
  await smtp.close();
  await sms.close();
});

const nudge = (who: SignedIn, payload: unknown) =>
  who.request({ method: 'POST', url: '/api/interventions/nudges', payload: payload as object });

/** A letter batch's progress once it is no longer Processing. */
async function finished(batchId: string): Promise<LetterBatch | undefined> {
  let progress: LetterBatch | undefined;
  await waitFor(async () => {
    progress = (
      await admin.request({ method: 'GET', url: `/api/interventions/letters/${batchId}` })
    ).json().data;
    return progress?.status !== 'Processing';
  });
  return progress;
}

const nudgeRows = () =>
  t.database.db.select().from(notifications).where(eq(notifications.kind, 'nudge'));

test('the median of an even and odd count, and of nobody', () => {
  expect(medianOf([5, 0, 2, 4, 1])).toBe(2);
  expect(medianOf([3, 1, 4, 0])).toBe(2);
  expect(medianOf([])).toBe(0);
});

test('a dry run answers who would get a nudge and changes nothing', async () => {
  const response = await nudge(admin, { dryRun: true });
  expect(response.statusCode).toBe(200);
  const result = response.json().data;
  // Median over the six enrolled (0, 1, 2, 2, 4, 5): 2. Dan has no absences, Eve opted out. Ana
  // and Fay's guardian gets one e-mail and one text for both.
  expect(result).toMatchObject({ students: 4, messages: 6, dryRun: true, typicalDays: 2 });
  expect(result.recipients.map((r: { fullName: string }) => r.fullName).sort()).toEqual([
    'Ana Family',
    'Ben Family',
    'Cleo Family',
    'Fay Family',
  ]);
  expect(
    result.recipients.find((r: { fullName: string }) => r.fullName === 'Ana Family'),
  ).toMatchObject({
    absentDays: 4,
    channels: ['email', 'sms'],
  });
  expect(await nudgeRows()).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(smtp.received).toHaveLength(0);
});

test('nudges reach each guardian in their language with the figures; a second run the same day sends none', async () => {
  // The day's absence message to Ana's guardian does not stand in the way of her nudge.
  await t.database.db.insert(notifications).values({
    schoolId: FIRST_SCHOOL_ID,
    kind: 'absentee',
    studentId: ids.Ana,
    schoolDate: '2026-10-14',
    channel: 'email',
    recipient: 'ana@family.test',
    body: 'absent today',
    status: 'outbox',
  });
  const response = await nudge(admin, {});
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ students: 4, messages: 6, dryRun: false });
  expect(response.json().data.message).toBe(OUTREACH_MESSAGES.nudgesSent(4));
  await waitFor(() => smtp.received.length === 3 && sms.received.length === 3);
  const mailTo = (address: string) =>
    readableMail(smtp.received.find((mail) => mail.to.includes(address))?.raw ?? '');
  const ana = mailTo('ana@family.test');
  expect(ana).toContain('So far this school year, Ana Family has been absent 4 days.');
  // One e-mail and one text to the sisters' guardian, naming both.
  expect(ana).toContain('So far this school year, Fay Family has been absent 2 days.');
  const [sisters] = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'nudge'), eq(notifications.recipient, 'ana@family.test')));
  expect(sisters).toMatchObject({
    studentId: ids.Ana,
    otherStudentIds: [ids.Fay],
    subject: "Ana Family's attendance so far this year · Fay Family's attendance so far this year",
  });
  expect(smtp.received.filter((mail) => mail.to.includes('ana@family.test'))).toHaveLength(1);
  expect(ana).toContain(
    `That is more than a typical student at ${SCHOOL}, who has been absent 2 days.`,
  );
  const ben = mailTo('ben@family.test');
  expect(ben).toContain('En lo que va de curso, Ben Family ha faltado 2 días.');
  expect(ben).toContain(`Es más o menos lo mismo que un estudiante típico de ${SCHOOL}.`);
  const cleo = mailTo('cleo@family.test');
  expect(cleo).toContain('Depuis la rentrée, Cleo Family a été absent(e) 1 jour.');
  expect(cleo).toContain(`C'est moins qu'un élève typique de ${SCHOOL}, qui a été absent 2 jours.`);
  expect(smtp.received.some((mail) => mail.to.includes('dan@family.test'))).toBe(false);
  expect(smtp.received.some((mail) => mail.to.includes('eve@family.test'))).toBe(false);
  expect(sms.received.map((message) => message.body)).toContainEqual(
    `${SCHOOL}: Ana Family has been absent 4 days this school year. That is more than a typical student at ${SCHOOL}, who has been absent 2 days. Every day counts.\n\n${SCHOOL}: Fay Family has been absent 2 days this school year. That is about the same as a typical student at ${SCHOOL}. Every day counts.`,
  );

  const again = await nudge(admin, {});
  expect(again.json().data).toMatchObject({ students: 0, messages: 0 });
  expect(await nudgeRows()).toHaveLength(6);
  const forAna = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.studentId, ids.Ana ?? ''), eq(notifications.channel, 'email')));
  expect(forAna.map((row) => row.kind).sort()).toEqual(['absentee', 'nudge']);
});

test("a brother or sister's data export holds the nudge sent under the other child's name", async () => {
  const reply = await admin.request({ method: 'GET', url: `/api/students/${ids.Fay}/export` });
  expect(reply.statusCode, reply.body).toBe(200);
  const files = unzipSync(new Uint8Array(reply.rawPayload));
  const data = JSON.parse(strFromU8(files['student.json'] ?? new Uint8Array()));
  const nudges = data.messages.filter((message: { kind: string }) => message.kind === 'nudge');
  expect(nudges.map((message: { channel: string }) => message.channel).sort()).toEqual([
    'email',
    'sms',
  ]);
  for (const nudge of nudges) expect(nudge.body).toContain('Fay Family');
});

test('erasing a child blanks the nudge that named them beside a brother or sister', async () => {
  expect(
    (await admin.request({ method: 'DELETE', url: `/api/students/${ids.Fay}` })).statusCode,
  ).toBe(200);
  const erased = await admin.request({
    method: 'POST',
    url: `/api/students/${ids.Fay}/erase`,
    payload: { password: admin.user.password },
  });
  expect(erased.statusCode, erased.body).toBe(200);
  const sent = await t.database.db
    .select({ body: notifications.body, recipient: notifications.recipient })
    .from(notifications)
    .where(and(eq(notifications.kind, 'nudge'), eq(notifications.studentId, ids.Ana ?? '')));
  expect(sent.length).toBeGreaterThan(0);
  // Ana is still here: her guardian's address stays, and keeps her to one nudge today.
  for (const message of sent)
    expect(message).toMatchObject({ body: '', recipient: expect.not.stringMatching(/^erased-/) });
});

test('the opt-out flag is part of the student record, editable in its form', async () => {
  const read = await admin.request({ method: 'GET', url: `/api/students/${ids.Eve}` });
  expect(read.json().data.student.nudgeOptOut).toBe(true);
});

test('a test nudge goes out at once in the language asked for, with the sample figures', async () => {
  const response = await admin.request({
    method: 'POST',
    url: '/api/interventions/nudges/test',
    payload: { testEmail: 'office@lincoln.test', language: 'fr' },
  });
  expect(response.statusCode).toBe(200);
  const mail = readableMail(smtp.received.at(-1)?.raw ?? '');
  expect(mail).toContain('Bonjour Dana Johnson,');
  expect(mail).toContain('Depuis la rentrée, Maya Johnson a été absent(e) 5 jours.');
});

test('teachers are refused nudges and letters (403)', async () => {
  expect((await nudge(teacher, { dryRun: true })).statusCode).toBe(403);
  const letters = await teacher.request({
    method: 'POST',
    url: '/api/interventions/letters',
    payload: { kind: 'nudge', class: '10' },
  });
  expect(letters.statusCode).toBe(403);
  const status = await teacher.request({
    method: 'GET',
    url: `/api/interventions/letters/${crypto.randomUUID()}`,
  });
  expect(status.statusCode).toBe(403);
});

test('bad input is refused with the standard envelope and clear messages', async () => {
  const dry = await nudge(admin, { dryRun: 'yes' });
  expect(dry.statusCode).toBe(400);
  expect(dry.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
  expect(dry.json().error.fields.dryRun).toBeDefined();
  const post = (payload: object) =>
    admin.request({ method: 'POST', url: '/api/interventions/letters', payload });
  const kind = await post({ kind: 'postcard', class: '10' });
  expect(kind.statusCode).toBe(400);
  expect(kind.json().error.fields.kind).toBe(OUTREACH_MESSAGES.letterKindInvalid);
  const scope = await post({ kind: 'nudge' });
  expect(scope.json().error.fields.class).toBe(OUTREACH_MESSAGES.letterScopeRequired);
  const section = await post({ kind: 'nudge', section: 'A' });
  expect(section.json().error.fields.section).toBe(OUTREACH_MESSAGES.letterSectionNeedsClass);
  const none = await post({ kind: 'chronic-absence', class: '9' });
  expect(none.statusCode).toBe(400);
  expect(none.json().error.message).toBe(OUTREACH_MESSAGES.lettersNone);
  const missing = await admin.request({
    method: 'GET',
    url: `/api/interventions/letters/${crypto.randomUUID()}`,
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.message).toBe(ERROR_MESSAGES.BATCH_NOT_FOUND);
  const badId = await admin.request({ method: 'GET', url: '/api/interventions/letters/nope' });
  expect(badId.statusCode).toBe(400);
  const day = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: {
      ...(await admin.request({ method: 'GET', url: '/api/settings' })).json().data.settings,
      notifications: undefined,
      hasLogo: undefined,
      outreach: { nudgeSchedule: 'monthly', nudgeDay: 31 },
    },
  });
  expect(day.statusCode).toBe(400);
  expect(day.json().error.fields['outreach.nudgeDay']).toBe(OUTREACH_MESSAGES.nudgeDayRange);
});

test('letters: one page per guardian with a reason, in their language, by signed link', async () => {
  await uploadSchoolLogo(admin, '#1d4ed8');
  const created = await admin.request({
    method: 'POST',
    url: '/api/interventions/letters',
    payload: { kind: 'nudge', class: '10', section: 'A' },
  });
  expect(created.statusCode).toBe(202);
  const { batchId, total } = created.json().data;
  expect(total).toBe(3);
  const progress = await finished(batchId);
  expect(progress).toMatchObject({ status: 'Ready', total: 3, done: 3, kind: 'nudge' });
  const file = await t.app.inject({ method: 'GET', url: progress?.downloadUrl ?? '' });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  const pdf = await readPdf(file.rawPayload);
  expect(pdf.pages).toBe(3);
  // The letterhead's logo: one image, drawn on every page.
  expect(await pdfImageObjects(file.rawPayload)).toBe(1);
  const pages = pdf.text.split('\f').filter((page) => page.trim());
  const flat = (page: string | undefined) => (page ?? '').replace(/\s+/g, ' ');
  // In class, section and name order: Ana, Ben, Cleo.
  expect(flat(pages[0])).toContain('Ana Guardian 12 Elm Street Springfield IL 62704 USA');
  expect(flat(pages[0])).toContain('October 14, 2026');
  expect(flat(pages[0])).toContain('Ana Family has been absent 4 days.');
  expect(flat(pages[0])).toMatch(/Days absent so far 4 days/);
  expect(flat(pages[0])).toMatch(new RegExp(`A typical student at ${SCHOOL} 2 days`));
  expect(flat(pages[0])).toContain('Principal');
  expect(flat(pages[1])).toContain('Estimado/a Ben Guardian:');
  expect(flat(pages[1])).toContain('14 de octubre de 2026');
  expect(flat(pages[2])).toContain('Bonjour Cleo Guardian,');
  expect(flat(pages[2])).toContain('Cleo Family a été absent(e) 1 jour.');

  const tampered = await t.app.inject({
    method: 'GET',
    url: (progress?.downloadUrl ?? '').replace(
      /signature=(.)/,
      (_, c) => `signature=${c === 'x' ? 'y' : 'x'}`,
    ),
  });
  expect(tampered.statusCode).toBe(403);
  expect(tampered.json().error.message).toBe(OUTREACH_MESSAGES.linkInvalid);
});

test('letters for chosen students take them as chosen; chronic absence letters only those at risk', async () => {
  const chosen = await admin.request({
    method: 'POST',
    url: '/api/interventions/letters',
    payload: { kind: 'consecutive-absences', studentIds: [ids.Dan] },
  });
  expect(chosen.statusCode).toBe(202);
  expect(chosen.json().data.total).toBe(1);
  const chronic = await admin.request({
    method: 'POST',
    url: '/api/interventions/letters',
    payload: { kind: 'chronic-absence', class: '10' },
  });
  // Seven days are fewer than the ten a chronic-absence figure needs (System Settings).
  expect(chronic.statusCode).toBe(400);
});

/** The settings as a form sends them back, with `outreach` replaced. */
async function saveOutreach(outreach: object) {
  const { settings } = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data;
  return admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...settings, hasLogo: undefined, outreach },
  });
}

test("a school's own wording is checked, saved per language and used in letters", async () => {
  const builtIn = builtInOutreachTemplates('en');
  const unknown = await saveOutreach({
    nudgeSchedule: 'off',
    nudgeDay: 1,
    templates: { en: { ...builtIn, letterNudge: 'Dear {parent}' } },
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error.fields['outreach.templates.en.letterNudge']).toContain('{parent}');
  const saved = await saveOutreach({
    nudgeSchedule: 'monthly',
    nudgeDay: 14,
    templates: { en: { ...builtIn, letterNudge: 'Hello {guardianName}: {absentDays} missed.' } },
  });
  expect(saved.statusCode).toBe(200);
  const { outreach } = saved.json().data.settings;
  expect(outreach).toMatchObject({
    nudgeSchedule: 'monthly',
    nudgeDay: 14,
    templates: { es: null },
  });
  expect(outreach.templates.en.letterNudge).toBe('Hello {guardianName}: {absentDays} missed.');

  const created = await admin.request({
    method: 'POST',
    url: '/api/interventions/letters',
    payload: { kind: 'nudge', studentIds: [ids.Ana] },
  });
  const { batchId } = created.json().data;
  const progress = await finished(batchId);
  const file = await t.app.inject({ method: 'GET', url: progress?.downloadUrl ?? '' });
  expect((await readPdf(file.rawPayload)).text).toContain('Hello Ana Guardian: 4 days missed.');

  // Rollcall's very words count as none of the school's.
  const back = await saveOutreach({
    nudgeSchedule: 'monthly',
    nudgeDay: 14,
    templates: { en: builtIn },
  });
  expect(back.json().data.settings.outreach.templates.en).toBeNull();
});

test('the monthly nudge goes out on its day only, and not twice that day', async () => {
  const messaging = (t as TestApp & { messaging: Messaging }).messaging;
  const onItsDay = await runScheduledNudges(t.database.db, messaging, new Date(NOW));
  // Its day (14): every guardian was nudged earlier today already.
  expect(onItsDay).toMatchObject([{ status: 'sent', students: 0, messages: 0 }]);
  const nextDay = await runScheduledNudges(
    t.database.db,
    messaging,
    new Date('2026-10-15T16:00:00-04:00'),
  );
  expect(nextDay).toEqual([{ schoolId: expect.any(String), status: 'not-today' }]);
});
