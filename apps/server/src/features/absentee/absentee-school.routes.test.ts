import { afterAll, beforeAll, expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { startSmtpServer, waitFor } from '../../../test/messaging-peers.js';
import { messagingTo } from '../../../test/school-messaging.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import type { Messaging } from './messaging.js';

let t: TestApp & { messaging?: Messaging };
let admin: SignedIn;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ messaging: messagingTo(() => ({ smtp })) });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const at = (schoolId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  admin.request({ method, url, headers: { [SCHOOL_ID_HEADER]: schoolId }, payload });

const recipientsAt = async (schoolId: string) =>
  (
    (await at(schoolId, 'GET', '/api/absentee/notifications')).json().data.notifications as {
      recipient: string;
    }[]
  ).map((message) => message.recipient);

test("each school's absence check runs at its own cutoff, for its own students, and its messages are its own", async () => {
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const riverside = await insertSchool(db, {
    name: 'Riverside High',
    timezone: 'America/Chicago',
  });
  await insertStudent(db, { guardianEmail: 'lia@family.test', guardianPhone: '+15551110001' });
  const rio = await insertStudent(db, {
    schoolId: riverside,
    guardianEmail: 'rio@family.test',
    guardianPhone: '+15551110002',
  });

  // 09:31 on Monday 12 October in New York is 08:31 in Chicago: past Lincoln's cutoff (09:30).
  t.setNow('2026-10-12T09:31:00-04:00');
  expect(await t.messaging?.runScheduledCheck()).toEqual([
    expect.objectContaining({ schoolId: lincoln, status: 'ran', absentCount: 1 }),
    expect.objectContaining({ schoolId: riverside, status: 'before-cutoff' }),
  ]);
  t.setNow('2026-10-12T09:31:00-05:00');
  expect(await t.messaging?.runScheduledCheck()).toEqual([
    expect.objectContaining({ schoolId: lincoln, status: 'already-ran' }),
    expect.objectContaining({ schoolId: riverside, status: 'ran', absentCount: 1 }),
  ]);
  await waitFor(() => smtp.received.length === 2);

  // An e-mail and, with no SMS provider, a text left in the outbox: each at its school only.
  const lincolnMessages = await recipientsAt(lincoln);
  const riversideMessages = await recipientsAt(riverside);
  expect([lincolnMessages.length, riversideMessages.length]).toEqual([2, 2]);
  expect(lincolnMessages).toContain('lia@family.test');
  expect(riversideMessages).toContain('rio@family.test');
  expect(riversideMessages.filter((to) => lincolnMessages.includes(to))).toEqual([]);
  const schedule = (await at(riverside, 'GET', '/api/absentee/schedule-info')).json().data;
  expect(schedule).toMatchObject({
    timezone: 'America/Chicago',
    lastRun: { date: '2026-10-12', absentCount: 1, trigger: 'schedule' },
  });

  const elsewhere = await at(lincoln, 'POST', '/api/absentee/send-notification', {
    studentIds: [rio.id],
  });
  expect(elsewhere.statusCode).toBe(404);
  expect(elsewhere.json().error.code).toBe('STUDENT_NOT_FOUND');
});
