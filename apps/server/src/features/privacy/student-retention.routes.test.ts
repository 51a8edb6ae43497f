import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import { students } from '../../db/schema/students.js';
import { insertSchool, insertStudent } from '../../../test/factories.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { applyStudentRetention } from './student-retention.service.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

// New York: archived late on 30 June 2021 (EDT) is still 30 June there, though 1 July in UTC.
const ids = { june: '', july: '', recent: '', enrolled: '' };

const putSettings = (extra: Record<string, unknown>) =>
  admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...LINCOLN_HIGH_SETTINGS, ...extra },
  });

const preview = async (as = admin) => {
  const reply = await as.request({ method: 'GET', url: '/api/privacy/retention-preview' });
  return reply;
};
const dueNames = async () =>
  ((await preview()).json().data.students as { lastName: string }[]).map((s) => s.lastName);

beforeAll(async () => {
  expect((await putSettings({})).statusCode).toBe(200);
  const db = t.database.db;
  ids.june = (
    await insertStudent(db, { lastName: 'Junearchive', archivedAt: new Date('2021-07-01T02:00Z') })
  ).id;
  ids.july = (
    await insertStudent(db, { lastName: 'Julyarchive', archivedAt: new Date('2021-07-20T15:00Z') })
  ).id;
  ids.recent = (
    await insertStudent(db, {
      lastName: 'Recentarchive',
      archivedAt: new Date('2025-01-10T15:00Z'),
    })
  ).id;
  ids.enrolled = (await insertStudent(db, { lastName: 'Stillenrolled' })).id;
});

test('the setting is 5 years by default, may be off, and is refused out of its range', async () => {
  const current = await admin.request({ method: 'GET', url: '/api/settings' });
  expect(current.json().data.settings.studentRetentionYears).toBe(5);
  for (const wrong of [0, 51, 2.5, '3']) {
    const refused = await putSettings({ studentRetentionYears: wrong });
    expect(refused.statusCode, String(wrong)).toBe(400);
    expect(refused.json().error.fields.studentRetentionYears).toBe(
      SETTINGS_MESSAGES.studentRetentionRange,
    );
  }
  const off = await putSettings({ studentRetentionYears: null });
  expect(off.json().data.settings.studentRetentionYears).toBeNull();
  const kept = await putSettings({});
  expect(kept.json().data.settings.studentRetentionYears).toBeNull();
  expect((await putSettings({ studentRetentionYears: 5 })).statusCode).toBe(200);
});

test('the dry run lists who would be erased, by the day in the school’s zone; off lists nobody', async () => {
  expect((await preview(teacher)).statusCode).toBe(403);
  t.setNow('2026-06-30T15:00:00Z');
  expect(await dueNames()).toEqual(['Junearchive']);
  t.setNow('2026-06-29T15:00:00Z');
  expect((await preview()).json().data).toEqual({
    studentRetentionYears: 5,
    totalDue: 0,
    students: [],
  });
  t.setNow('2026-07-20T15:00:00Z');
  expect(await dueNames()).toEqual(['Junearchive', 'Julyarchive']);
  const reply = (await preview()).json().data;
  expect(reply.totalDue).toBe(2);
  expect(reply.students[0]).toMatchObject({ _id: ids.june, eraseOn: '2026-06-30' });

  await putSettings({ studentRetentionYears: null });
  expect((await preview()).json().data).toEqual({
    studentRetentionYears: null,
    totalDue: 0,
    students: [],
  });
  const list = await admin.request({ method: 'GET', url: '/api/privacy/archived-students' });
  expect(list.json().data.students.map((s: { eraseOn: null }) => s.eraseOn)).toEqual([
    null,
    null,
    null,
  ]);
  await putSettings({ studentRetentionYears: 5 });
});

test('the daily run erases those due, once, and writes its result in the audit log', async () => {
  const now = '2026-07-21T07:00:00Z';
  t.setNow(now);
  expect(await applyStudentRetention(t.database.db, new Date(now))).toEqual({
    status: 'ran',
    erased: 2,
  });
  const rows = await t.database.db
    .select({ id: students.id, lastName: students.lastName, erasedAt: students.erasedAt })
    .from(students)
    .orderBy(students.lastName);
  const erased = rows.filter((row) => row.erasedAt).map((row) => row.id);
  expect(erased.sort()).toEqual([ids.june, ids.july].sort());
  const [recent] = await t.database.db
    .select({ lastName: students.lastName })
    .from(students)
    .where(eq(students.id, ids.recent));
  expect(recent?.lastName).toBe('Recentarchive');

  expect(await dueNames()).toEqual([]);
  expect(await applyStudentRetention(t.database.db, new Date(now))).toEqual({
    status: 'ran',
    erased: 0,
  });

  const audit = async (action: string) =>
    (await admin.request({ method: 'GET', url: `/api/audit-log?action=${action}` })).json().data
      .entries;
  expect(await audit('system.student_retention')).toEqual([
    expect.objectContaining({
      actorId: null,
      entityType: 'system',
      after: { studentRetentionYears: 5, erased: 2 },
    }),
  ]);
  expect(
    (await audit('student.erase')).map((entry: { entityId: string }) => entry.entityId).sort(),
  ).toEqual([ids.june, ids.july].sort());

  // The Student Management list of archived students no longer shows them.
  const list = await admin.request({ method: 'GET', url: '/api/privacy/archived-students' });
  expect(list.json().data).toMatchObject({
    students: [expect.objectContaining({ _id: ids.recent, eraseOn: '2030-01-10' })],
    pagination: { totalStudents: 1 },
  });
});

test('retention off erases nobody', async () => {
  await putSettings({ studentRetentionYears: null });
  const now = new Date('2040-01-01T12:00:00Z');
  t.setNow(now);
  expect(await applyStudentRetention(t.database.db, now)).toEqual({ status: 'off', erased: 0 });
  await putSettings({ studentRetentionYears: 5 });
});

// Last in the file: it makes a second school.
test("each archived student's erasure day counts by their own school's clock", async () => {
  const db = t.database.db;
  const auckland = await insertSchool(db, { timezone: 'Pacific/Auckland' });
  // Both archived at 12:00 UTC on 9 March 2021: the 9th in New York, the 10th in Auckland.
  const archivedAt = new Date('2021-03-09T12:00:00Z');
  const kiwi = await insertStudent(db, { schoolId: auckland, lastName: 'Kiwi', archivedAt });
  const yank = await insertStudent(db, { lastName: 'Yank', archivedAt });
  // Five years on, at 10:00 UTC: the 9th in both zones (Yank's day; Kiwi's is tomorrow there).
  const now = new Date('2026-03-09T10:00:00Z');
  expect(await applyStudentRetention(db, now)).toMatchObject({ erased: 1 });
  const erased = await db
    .select({ id: students.id })
    .from(students)
    .where(isNotNull(students.erasedAt));
  expect(erased.map((row) => row.id)).toContain(yank.id);
  expect(erased.map((row) => row.id)).not.toContain(kiwi.id);
});
