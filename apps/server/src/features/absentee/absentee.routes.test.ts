import { renderText } from '@rollcall/contract/i18n/render';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import { BUILT_IN_TEMPLATES } from '@rollcall/contract/message-templates';
import { inArray } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.js';
import { students } from '../../db/schema/students.js';
import { insertStudent } from '../../../test/factories.js';
import { uploadSchoolLogo } from '../../../test/school-logo.js';
import {
  readableMail,
  startSmsServer,
  startSmtpServer,
  waitFor,
} from '../../../test/messaging-peers.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { messagingTo } from '../../../test/school-messaging.js';
import type { Messaging } from './messaging.js';

let t: TestApp & { messaging?: Messaging };
let admin: SignedIn;
let teacher: SignedIn;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsServer>>;
const ids = { ada: '', ben: '', cal: '' };

// Monday 12 October 2026 in New York (EDT, UTC-4); the cutoff is 09:30.
const at = (time: string, date = '2026-10-12') => `${date}T${time}-04:00`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsServer();
  t = await createTestApp({
    messaging: messagingTo(() => ({ smtp, sms }), { retryLimit: 2, retryDelaySeconds: 1 }),
  });
  admin = await t.signIn('admin');
  teacher = await t.signIn('teacher');
  const db = t.database.db;
  ids.ada = (
    await insertStudent(db, {
      firstName: 'Ada',
      lastName: 'Absent',
      guardianName: 'Ann Absent',
      guardianEmail: 'ann@family.test',
      guardianPhone: '+15551110001',
      class: '9',
      section: 'A',
    })
  ).id;
  ids.ben = (
    await insertStudent(db, {
      firstName: 'Ben',
      lastName: 'Away',
      guardianName: 'Bea Away',
      guardianPhone: '+15551110002',
      class: '10',
      section: 'B',
    })
  ).id;
  ids.cal = (
    await insertStudent(db, {
      studentId: 'CAL-1',
      firstName: 'Cal',
      lastName: 'Present',
      guardianEmail: 'cal@family.test',
    })
  ).id;
  await insertStudent(db, { firstName: 'Ina', lastName: 'Inactive', isActive: false });
  t.setNow(at('07:58:00'));
  expect(
    (
      await teacher.request({
        method: 'POST',
        url: '/api/attendance/scan',
        payload: { qrCode: 'CAL-1' },
      })
    ).statusCode,
  ).toBe(201);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sms.close();
});

const messagesFor = async (studentId: string) =>
  (
    await admin.request({
      method: 'GET',
      url: `/api/absentee/notifications?studentId=${studentId}`,
    })
  ).json().data.notifications;

test('before the cutoff the scheduled check does nothing', async () => {
  t.setNow(at('09:29:00'));
  expect(await t.messaging?.runScheduledCheck()).toMatchObject([{ status: 'before-cutoff' }]);
  expect(smtp.received).toHaveLength(0);
});

test('at the cutoff exactly the absent students are notified, by e-mail and SMS, once', async () => {
  t.setNow(at('09:31:00'));
  expect(await t.messaging?.runScheduledCheck()).toMatchObject([
    { status: 'ran', absentCount: 2, queued: 3 },
  ]);
  await waitFor(() => smtp.received.length === 1 && sms.received.length === 2);
  expect(smtp.received[0]?.to).toEqual(['ann@family.test']);
  expect(smtp.received[0]?.raw).toContain('Ada Absent');
  expect(smtp.received[0]?.raw).toContain('October 12, 2026');
  expect(sms.received.map((m) => m.to).sort()).toEqual(['+15551110001', '+15551110002']);
  expect(sms.received[0]).toMatchObject({
    from: '+15550000000',
    path: '/2010-04-01/Accounts/AC123/Messages.json',
  });
  expect(sms.received[0]?.authorization).toBe(
    `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
  );
  expect(sms.received.find((m) => m.to === '+15551110002')?.body).toMatch(
    /^Rollcall High School: Ben Away has not checked in today, Monday, October 12, 2026\./,
  );
  await waitFor(async () =>
    (await messagesFor(ids.ada)).every((m: { status: string }) => m.status === 'sent'),
  );
  expect(await messagesFor(ids.cal)).toEqual([]);
});

test('a second run the same day sends nothing new, scheduled or manual', async () => {
  t.setNow(at('10:15:00'));
  expect(await t.messaging?.runScheduledCheck()).toMatchObject([{ status: 'already-ran' }]);
  const manual = await admin.request({ method: 'POST', url: '/api/absentee/manual-check' });
  expect(manual.statusCode, manual.body).toBe(200);
  expect(manual.json().data).toMatchObject({
    absentCount: 2,
    queued: 0,
    alreadyNotified: 3,
    message: ABSENTEE_MESSAGES.manualCheckDone,
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(smtp.received).toHaveLength(1);
  expect(sms.received).toHaveLength(2);
});

test('the manual check runs for today only, and only admins may run it', async () => {
  const other = await admin.request({
    method: 'POST',
    url: '/api/absentee/manual-check',
    payload: { date: '2026-10-09' },
  });
  expect(other.statusCode).toBe(400);
  expect(other.json().error.message).toBe(ABSENTEE_MESSAGES.manualCheckTodayOnly);
  for (const url of [
    '/api/absentee/manual-check',
    '/api/absentee/send-notification',
    '/api/absentee/test-notification',
  ]) {
    expect((await teacher.request({ method: 'POST', url, payload: {} })).statusCode, url).toBe(403);
  }
  t.setNow(at('10:00:00', '2026-10-17'));
  expect(await t.messaging?.runScheduledCheck()).toMatchObject([{ status: 'not-a-school-day' }]);
  expect(
    (await admin.request({ method: 'POST', url: '/api/absentee/manual-check' })).statusCode,
  ).toBe(400);
});

test('a provider failure is retried, then succeeds or is marked failed with its answer', async () => {
  t.setNow(at('11:00:00', '2026-10-13'));
  const flaky = await insertStudent(t.database.db, {
    firstName: 'Flo',
    lastName: 'Flaky',
    guardianPhone: '+15551110003',
  });
  sms.failNext(1);
  await admin.request({
    method: 'POST',
    url: '/api/absentee/send-notification',
    payload: { studentIds: [flaky.id] },
  });
  await waitFor(async () => (await messagesFor(flaky.id))[0]?.status === 'sent');
  expect((await messagesFor(flaky.id))[0]).toMatchObject({ attempts: 2, status: 'sent' });

  const doomed = await insertStudent(t.database.db, {
    firstName: 'Dee',
    lastName: 'Doomed',
    guardianPhone: '+15551110004',
  });
  sms.failNext(100);
  await admin.request({
    method: 'POST',
    url: '/api/absentee/send-notification',
    payload: { studentIds: [doomed.id] },
  });
  await waitFor(async () => (await messagesFor(doomed.id))[0]?.status === 'failed', 30_000);
  expect((await messagesFor(doomed.id))[0]).toMatchObject({
    attempts: 3,
    providerResponse: 'SMS provider answered 503: Service unavailable',
  });
  sms.failNext(0);
}, 60_000);

test('send-notification uses the custom message instead of the default text and needs a selection', async () => {
  t.setNow(at('12:00:00', '2026-10-14'));
  const response = await admin.request({
    method: 'POST',
    url: '/api/absentee/send-notification',
    payload: {
      studentIds: [ids.ada, ids.ben],
      customMessage: 'School closes early today at noon.',
    },
  });
  expect(response.json().data).toMatchObject({
    students: 2,
    queued: 3,
    message: 'Notifications sent to 2 students',
  });
  await waitFor(
    () => sms.received.filter((m) => m.body === 'School closes early today at noon.').length === 2,
  );
  const empty = await admin.request({
    method: 'POST',
    url: '/api/absentee/send-notification',
    payload: { studentIds: [] },
  });
  expect(empty.json().error.fields.studentIds).toBe(ABSENTEE_MESSAGES.selectStudents);
});

test('the test notification validates, then goes through the real providers at once', async () => {
  // A Sunday, with no guardian message still on its way: the minute tick runs on the real clock and
  // would otherwise send that day's absence alerts and take the provider failures staged below.
  t.setNow(at('12:00:00', '2026-10-18'));
  await waitFor(
    async () =>
      (
        await t.database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(inArray(notifications.status, ['queued', 'sending']))
      ).length === 0,
    30_000,
  );
  const invalid = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: '', testPhone: '555' },
  });
  expect(invalid.json().error.fields).toEqual({
    testEmail: ABSENTEE_MESSAGES.testEmailRequired,
    testPhone: ABSENTEE_MESSAGES.testPhoneInvalid,
  });
  const before = { mail: smtp.received.length, sms: sms.received.length };
  const response = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: 'office@lincoln.test', testPhone: '+15559990000' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.message).toBe(ABSENTEE_MESSAGES.testSent);
  expect(smtp.received.length).toBe(before.mail + 1);
  expect(sms.received.at(-1)?.to).toBe('+15559990000');

  // In the templates' language chosen on screen; an unknown one is refused with its message.
  const spanish = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: 'oficina@lincoln.test', testPhone: '+15559990001', language: 'es' },
  });
  expect(spanish.statusCode, spanish.body).toBe(200);
  const mail = readableMail(smtp.received.at(-1)?.raw ?? '');
  expect(mail).toContain('Subject: Mensaje de prueba de Rollcall');
  const spanishBody = renderText('absentee.testBody', { schoolName: 'Rollcall High School' }, 'es');
  expect(spanishBody).toMatch(/^Este es un mensaje de prueba del sistema de asistencia Rollcall/);
  expect(mail).toContain(spanishBody);
  expect(sms.received.at(-1)).toMatchObject({ to: '+15559990001', body: spanishBody });
  const unknown = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: 'office@lincoln.test', language: 'de' },
  });
  expect(unknown.json().error.fields).toEqual({ language: COMMON_MESSAGES.languageInvalid });

  sms.failNext(1);
  const failing = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: 'office@lincoln.test', testPhone: '+15559990000' },
  });
  expect(failing.statusCode).toBe(502);
  expect(failing.json().error.message).toMatch(
    /^Failed to send test notifications: SMS: SMS provider answered 503/,
  );
  // In the reader's language, the provider's own answer kept as it came.
  sms.failNext(1);
  const inSpanish = await admin.request({
    method: 'POST',
    url: '/api/absentee/test-notification',
    payload: { testEmail: 'office@lincoln.test', testPhone: '+15559990000' },
    headers: { 'accept-language': 'es' },
  });
  expect(inSpanish.json().error.message).toMatch(
    /^No se pudieron enviar los avisos de prueba\. SMS: SMS provider answered 503/,
  );
});

test('absent students by date, schedule info, statistics and the delivery log can be read by teachers', async () => {
  t.setNow(at('12:00:00', '2026-10-12'));
  const absent = (
    await teacher.request({ method: 'GET', url: '/api/absentee/absent-students?date=2026-10-12' })
  ).json().data;
  expect(absent.students.map((s: { fullName: string }) => s.fullName).sort()).toEqual([
    'Ada Absent',
    'Ben Away',
    'Dee Doomed',
    'Flo Flaky',
  ]);
  const info = (await teacher.request({ method: 'GET', url: '/api/absentee/schedule-info' })).json()
    .data;
  expect(info).toMatchObject({ cutoffTime: '09:30', timezone: 'America/New_York', isActive: true });
  expect(info.description).toContain('Monday to Friday');
  const spanish = await teacher.request({
    method: 'GET',
    url: '/api/absentee/schedule-info',
    headers: { 'accept-language': 'es' },
  });
  expect(spanish.json().data.description).toBe(
    'Cada día lectivo (de lunes a viernes, salvo festivos) a las 09:30, se avisa por correo electrónico y SMS a los tutores legales de los estudiantes que no han registrado su entrada.',
  );
  // Rates count students from their enrolment date (the reports' definition): enrolled by then.
  await t.database.db.update(students).set({ enrollmentDate: '2026-09-01' });
  const stats = (
    await teacher.request({
      method: 'GET',
      url: '/api/absentee/statistics?startDate=2026-10-10&endDate=2026-10-13',
    })
  ).json().data;
  // The school days up to today: the 13th has no rate yet.
  expect(stats.statistics.map((d: { date: string }) => d.date)).toEqual(['2026-10-12']);
  const [monday] = stats.statistics;
  expect(monday.present).toBe(1);
  expect(monday.attendanceRate).toBe(
    Math.round((1 / (monday.present + monday.absent)) * 1000) / 10,
  );
  const log = (
    await teacher.request({
      method: 'GET',
      url: '/api/absentee/notifications?date=2026-10-12&status=sent',
    })
  ).json().data;
  expect(log.notifications.length).toBeGreaterThanOrEqual(3);
  expect(log.notifications[0]).toMatchObject({
    status: 'sent',
    student: { fullName: expect.any(String) },
  });
});

test("each guardian is written to in their own language, with the school's texts for it, else Rollcall's", async () => {
  const current = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  // The school writes its own Spanish texts; French and English stay Rollcall's.
  const saved = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: {
      ...current,
      notifications: {
        ...current.notifications,
        templates: {
          es: {
            emailSubject: 'Ausencia: {studentName}, {date}',
            emailBody:
              'Estimada familia de {studentName}: hoy, {date}, no ha llegado a {schoolName}.',
            smsText: '{schoolName}: {studentName} falta hoy, {date}. Llame a secretaria.',
          },
        },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.settings.notifications.templates).toMatchObject({ en: null, fr: null });

  // Friday 16 October, past the cutoff: the day's run.
  t.setNow(at('09:31:00', '2026-10-16'));
  const guardian = async (firstName: string, phone: string, guardianLanguage: 'es' | 'fr' | null) =>
    insertStudent(t.database.db, {
      firstName,
      lastName: 'Langue',
      guardianName: `${firstName} Guardian`,
      guardianEmail: `${firstName.toLowerCase()}@family.test`,
      guardianPhone: phone,
      guardianLanguage,
    });
  await guardian('Sol', '+15552220001', 'es');
  await guardian('Lou', '+15552220002', 'fr');
  await guardian('Ed', '+15552220003', null);
  expect(await t.messaging?.runScheduledCheck()).toMatchObject([{ status: 'ran' }]);

  const mailTo = (address: string) =>
    readableMail(smtp.received.find((mail) => mail.to.includes(address))?.raw ?? '');
  const smsTo = (phone: string) => sms.received.find((message) => message.to === phone)?.body;
  await waitFor(
    () =>
      ['sol', 'lou', 'ed'].every((name) => mailTo(`${name}@family.test`) !== '') &&
      ['1', '2', '3'].every((last) => smsTo(`+1555222000${last}`) !== undefined),
  );
  expect(mailTo('sol@family.test')).toContain(
    'Subject: Ausencia: Sol Langue, viernes, 16 de octubre de 2026',
  );
  expect(mailTo('sol@family.test')).toContain(
    'Estimada familia de Sol Langue: hoy, viernes, 16 de octubre de 2026, no ha llegado a Rollcall High School.',
  );
  expect(smsTo('+15552220001')).toBe(
    'Rollcall High School: Sol Langue falta hoy, viernes, 16 de octubre de 2026. Llame a secretaria.',
  );
  expect(mailTo('lou@family.test')).toContain(
    "Lou Langue n'a pas été enregistré(e) à son arrivée à Rollcall High School aujourd'hui, vendredi 16 octobre 2026.",
  );
  expect(smsTo('+15552220002')).toBe(
    "Rollcall High School : Lou Langue n'est pas arrivé(e) ce vendredi 16 octobre 2026. Si c'est inattendu, appelez l'établissement.",
  );
  expect(mailTo('ed@family.test')).toContain(
    'Ed Langue has not checked in at Rollcall High School today, Friday, October 16, 2026.',
  );
  expect(smsTo('+15552220003')).toBe(
    'Rollcall High School: Ed Langue has not checked in today, Friday, October 16, 2026. If unexpected, please call the school.',
  );
});

test("the school's templates, channel switches and sender name shape what guardians receive", async () => {
  t.setNow(at('12:00:00', '2026-10-15'));
  const current = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  const putNotifications = (notifications: Record<string, unknown>) =>
    admin.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { ...current, notifications: { ...current.notifications, ...notifications } },
    });
  const saved = await putNotifications({
    smsEnabled: false,
    senderName: 'Lincoln Attendance Office',
    templates: {
      en: {
        ...BUILT_IN_TEMPLATES.en,
        emailSubject: 'Absence: {studentName} ({date})',
        emailBody: 'Hello {guardianName}, {studentName} is not at {schoolName} today.',
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await uploadSchoolLogo(admin, '#1d4ed8');
  const gus = await insertStudent(t.database.db, {
    firstName: 'Gus',
    lastName: 'Gone',
    guardianName: 'Gina Gone',
    guardianEmail: 'gina@family.test',
    guardianPhone: '+15551110009',
  });
  const smsBefore = sms.received.length;
  const sent = await admin.request({
    method: 'POST',
    url: '/api/absentee/send-notification',
    payload: { studentIds: [gus.id] },
  });
  expect(sent.json().data).toMatchObject({ students: 1, queued: 1 });
  await waitFor(() => smtp.received.some((mail) => mail.to.includes('gina@family.test')));
  const mail = smtp.received.find((m) => m.to.includes('gina@family.test'));
  expect(mail?.raw).toMatch(/^From: "?Lincoln Attendance Office"? <office@lincoln\.test>/m);
  expect(mail?.raw).toContain('Subject: Absence: Gus Gone (Thursday, October 15, 2026)');
  expect(mail?.raw).toContain('Hello Gina Gone, Gus Gone is not at Rollcall High School today.');
  // The HTML part (quoted-printable: soft line breaks, "=" as =3D) shows the logo, attached inline.
  const html = readableMail(mail?.raw ?? '');
  expect(html).toContain('src="cid:school-logo@rollcall"');
  expect(mail?.raw).toMatch(/^Content-ID: <school-logo@rollcall>/m);
  expect(mail?.raw).toMatch(/^Content-Type: image\/png/m);
  expect(sms.received.length).toBe(smsBefore);
  expect((await messagesFor(gus.id)).map((m: { channel: string }) => m.channel)).toEqual(['email']);

  expect((await putNotifications({ emailEnabled: false, smsEnabled: false })).statusCode).toBe(200);
  for (const [url, payload] of [
    ['/api/absentee/send-notification', { studentIds: [gus.id] }],
    ['/api/absentee/manual-check', {}],
  ] as const) {
    const refused = await admin.request({ method: 'POST', url, payload });
    expect(refused.statusCode, url).toBe(400);
    expect(refused.json().error.message).toBe(ABSENTEE_MESSAGES.channelsOff);
  }
  expect(await messagesFor(gus.id)).toHaveLength(1);
});
