import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { interventionCases } from '../../db/schema/interventions.js';
import { users } from '../../db/schema/users.js';
import { insertStudent, insertUser, insertAttendance } from '../../../test/factories.js';
import { readableMail, startSmtpServer } from '../../../test/messaging-peers.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { channelsTo } from '../../../test/school-messaging.js';
import { runScheduledEvaluation } from './case-evaluation.service.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import { sendDailyDigest } from './case-digest.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let email: StaffMail & { close?: () => void };
const staff = { spanish: '', inactive: '', teacher: '', assignee: '' };

// Monday 5 to Wednesday 7 October 2026 in New York; the cutoff is 09:30.
const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00-04:00`);

beforeAll(async () => {
  smtp = await startSmtpServer();
  const channel = channelsTo({ smtp }).email;
  if (!channel) throw new Error('no e-mail channel');
  email = channel;
  const db = t.database.db;
  await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: LINCOLN_HIGH_SETTINGS,
  });
  staff.spanish = (await insertUser(db, { role: 'admin', email: 'rosa@lincoln.test' })).id;
  await db.update(users).set({ language: 'es' }).where(eq(users.id, staff.spanish));
  staff.inactive = (
    await insertUser(db, { role: 'admin', email: 'gone@lincoln.test', isActive: false })
  ).id;
  staff.teacher = (await insertUser(db, { role: 'teacher', email: 'tom@lincoln.test' })).id;
  staff.assignee = (await insertUser(db, { role: 'teacher', email: 'cora@lincoln.test' })).id;
  // Ana missed Monday to Wednesday; Ben came each day.
  await insertStudent(db, {
    firstName: 'Ana',
    lastName: 'Núñez',
    class: '9',
    section: 'B',
    enrollmentDate: '2026-10-05',
  });
  const ben = await insertStudent(db, { firstName: 'Ben', enrollmentDate: '2026-10-05' });
  await insertAttendance(
    db,
    ['2026-10-05', '2026-10-06', '2026-10-07'].map((schoolDate) => ({
      studentId: ben.id,
      schoolDate,
      scanTime: at(schoolDate, '07:55'),
      status: 'present' as const,
      method: 'scan' as const,
    })),
  );
});

afterAll(async () => {
  email.close?.();
  await smtp.close();
});

test('a day with no new case sends no digest', async () => {
  const now = at('2026-10-06');
  expect(
    await runScheduledEvaluation(t.database.db, now, await firstSchoolId(t.database.db)),
  ).toMatchObject({ opened: 0 });
  expect(
    await sendDailyDigest(t.database.db, email, await firstSchoolId(t.database.db), '2026-10-06'),
  ).toBe(0);
  expect(smtp.received).toHaveLength(0);
});

test('the day’s new cases go once to each active admin, in their language, and to the assignee', async () => {
  const db = t.database.db;
  const now = at('2026-10-07');
  expect(await runScheduledEvaluation(db, now, await firstSchoolId(db))).toMatchObject({
    status: 'ran',
    opened: 1,
  });
  await db.update(interventionCases).set({ assignedTo: staff.assignee });
  expect(await sendDailyDigest(db, email, await firstSchoolId(db), '2026-10-07')).toBe(3);
  // Once a day, however many ticks or processes ask.
  expect(await sendDailyDigest(db, email, await firstSchoolId(db), '2026-10-07')).toBe(0);
  const byRecipient = new Map(smtp.received.map((mail) => [mail.to[0], readableMail(mail.raw)]));
  expect([...byRecipient.keys()].sort()).toEqual(
    [admin.user.email, 'cora@lincoln.test', 'rosa@lincoln.test'].sort(),
  );
  const english = byRecipient.get(admin.user.email) ?? '';
  expect(english).toContain('New attendance cases at Lincoln High: 1');
  expect(english).toContain('These attendance cases opened on Wednesday, October 7, 2026.');
  expect(english).toContain('Ana Núñez (9-B): Consecutive absences');
  const spanish = byRecipient.get('rosa@lincoln.test') ?? '';
  expect(spanish).toContain('Casos de asistencia nuevos en Lincoln High: 1');
  expect(spanish).toContain('Ana Núñez (9-B): Ausencias consecutivas');
});
