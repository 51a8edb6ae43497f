import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { expect, test } from 'vitest';
import { type AuditEntry } from '@rollcall/contract/audit-log';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import {
  buildStudent,
  insertAttendance,
  insertSchool,
  insertStudent,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: { name: 'Audra Admin' } } });

const entriesOf = async (query: Record<string, string> = {}) => {
  const response = await admin.request({
    method: 'GET',
    url: `/api/audit-log?${new URLSearchParams({ limit: '100', ...query }).toString()}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    entries: AuditEntry[];
    pagination: { totalEntries: number; totalPages: number; hasNext: boolean };
  };
};

/** The newest entry about this entity. */
const latestFor = async (entityId: string) => (await entriesOf({ entityId })).entries[0];

test('user changes are recorded with who did them, before and after, and never the password', async () => {
  const created = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: 'Tess Teacher',
      email: 'tess@school.test',
      password: 'Sealed-Secret-123',
      role: 'teacher',
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.user._id as string;
  const creation = await latestFor(id);
  expect(creation).toMatchObject({
    action: 'user.create',
    entityType: 'user',
    actorId: admin.user.id,
    actorName: 'Audra Admin',
    actorEmail: admin.user.email,
    before: null,
    after: { name: 'Tess Teacher', email: 'tess@school.test', role: 'teacher' },
  });
  expect(JSON.stringify(creation)).not.toContain('Sealed-Secret-123');
  expect(JSON.stringify(creation)).not.toContain('argon2');

  const edit = (body: Record<string, unknown>) =>
    admin.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { name: 'Tess Teacher', email: 'tess@school.test', role: 'teacher', ...body },
    });
  await edit({ name: 'Tess Tutor', password: 'Another123' });
  const rename = await latestFor(id);
  expect(rename).toMatchObject({
    action: 'user.update',
    before: { name: 'Tess Teacher', password: '[redacted]' },
    after: { name: 'Tess Tutor', password: '[redacted]' },
  });
  expect(JSON.stringify(rename)).not.toContain('Another123');
  await edit({ name: 'Tess Tutor', role: 'admin' });
  expect(await latestFor(id)).toMatchObject({
    action: 'user.role',
    before: { role: 'teacher' },
    after: { role: 'admin' },
  });
  await admin.request({ method: 'PUT', url: `/api/users/${id}/toggle-status` });
  expect(await latestFor(id)).toMatchObject({
    action: 'user.status',
    before: { isActive: true },
    after: { isActive: false },
  });
  await admin.request({ method: 'DELETE', url: `/api/users/${id}` });
  expect(await latestFor(id)).toMatchObject({
    action: 'user.delete',
    before: { name: 'Tess Tutor', email: 'tess@school.test' },
    after: null,
  });
});

test('a refused change leaves no entry: the entry is written in the change’s own transaction', async () => {
  const before = (await entriesOf()).pagination.totalEntries;
  // The last active admin cannot be demoted; the refusal rolls the whole change back.
  const refused = await admin.request({
    method: 'PUT',
    url: `/api/users/${admin.user.id}`,
    payload: { name: 'Audra Admin', email: admin.user.email, role: 'teacher', isActive: true },
  });
  expect(refused.statusCode).toBe(409);
  const duplicate = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Copy', email: admin.user.email, password: 'Sealed-Secret-123' },
  });
  expect(duplicate.statusCode).toBe(409);
  expect((await entriesOf()).pagination.totalEntries).toBe(before);
});

test('student changes, imports, settings and attendance edits are each recorded', async () => {
  const created = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent({ firstName: 'Otto', qrCodeData: 'READY-MADE-CODE' }),
  });
  expect(created.statusCode).toBe(201);
  const student = created.json().data.student as Record<string, unknown> & { _id: string };
  const creation = await latestFor(student._id);
  expect(creation).toMatchObject({
    action: 'student.create',
    after: { firstName: 'Otto', qrCodeData: '[redacted]' },
  });
  expect(JSON.stringify(creation)).not.toContain('READY-MADE-CODE');

  await admin.request({
    method: 'PUT',
    url: `/api/students/${student._id}`,
    payload: { ...buildStudent({ studentId: student.studentId }), firstName: 'Ottilie' },
  });
  expect(await latestFor(student._id)).toMatchObject({
    action: 'student.update',
    before: { firstName: 'Otto' },
    after: { firstName: 'Ottilie' },
  });
  await admin.request({ method: 'POST', url: `/api/students/${student._id}/regenerate-qr` });
  expect(await latestFor(student._id)).toMatchObject({
    action: 'student.regenerate_qr',
    before: { qrVersion: 1 },
    after: { qrVersion: 2 },
  });
  await admin.request({ method: 'DELETE', url: `/api/students/${student._id}` });
  expect(await latestFor(student._id)).toMatchObject({
    action: 'student.archive',
    before: { firstName: 'Ottilie' },
  });

  const imported = await admin.request({
    method: 'POST',
    url: '/api/students/bulk-import',
    payload: { students: [buildStudent(), buildStudent(), { firstName: 'no id' }] },
  });
  expect(imported.statusCode).toBe(200);
  const importEntries = (await entriesOf({ action: 'student.import' })).entries;
  expect(importEntries).toHaveLength(1);
  expect(importEntries[0]?.after).toEqual({ total: 3, created: 2, failed: 1 });

  const settings = (await admin.request({ method: 'GET', url: '/api/settings' })).json().data
    .settings;
  await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: { ...settings, schoolName: 'Audited High' },
  });
  expect((await entriesOf({ entityType: 'settings' })).entries[0]).toMatchObject({
    action: 'settings.update',
    before: { schoolName: settings.schoolName },
    after: { schoolName: 'Audited High' },
  });

  const pupil = await insertStudent(t.database.db);
  const [record] = await insertAttendance(t.database.db, {
    studentId: pupil.id,
    schoolDate: '2026-03-02',
    scanTime: new Date('2026-03-02T13:00:00Z'),
    status: 'present',
    timeWindow: 'on_time',
    method: 'scan',
  }).returning();
  if (!record) throw new Error('no record');
  await admin.request({
    method: 'PUT',
    url: `/api/attendance/${record.id}`,
    payload: { status: 'late', minutesLate: 12, timeWindow: 'late', reason: 'Bus was late' },
  });
  expect(await latestFor(record.id)).toMatchObject({
    action: 'attendance.update',
    before: { status: 'present', minutesLate: 0 },
    after: { status: 'late', minutesLate: 12, reason: 'Bus was late' },
  });
  await admin.request({
    method: 'DELETE',
    url: `/api/attendance/${record.id}`,
    payload: { reason: 'Wrong student' },
  });
  expect(await latestFor(record.id)).toMatchObject({
    action: 'attendance.delete',
    before: { status: 'late', studentId: pupil.id },
    after: { reason: 'Wrong student' },
  });
});

test('the log filters by actor, action, entity and date, newest first, in pages', async () => {
  const other = await t.signIn('admin', { name: 'Other Admin' });
  await other.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent({ firstName: 'Filtered' }),
  });
  const byOther = await entriesOf({ actorId: other.user.id });
  expect(byOther.entries.map((entry) => entry.action)).toEqual(['student.create']);
  expect(byOther.entries[0]?.actorName).toBe('Other Admin');

  const all = await entriesOf();
  const times = all.entries.map((entry) => entry.createdAt);
  expect([...times].sort().reverse()).toEqual(times);

  const firstPage = await entriesOf({ limit: '3', page: '1' });
  const secondPage = await entriesOf({ limit: '3', page: '2' });
  expect(firstPage.entries).toHaveLength(3);
  expect(firstPage.pagination).toMatchObject({
    totalEntries: all.pagination.totalEntries,
    hasNext: true,
  });
  expect(secondPage.entries[0]?._id).toBe(all.entries[3]?._id);

  expect((await entriesOf({ startDate: '2000-01-01', endDate: '2000-01-02' })).entries).toEqual([]);
  expect(
    (await entriesOf({ startDate: '2000-01-01', endDate: '2100-01-01' })).pagination.totalEntries,
  ).toBe(all.pagination.totalEntries);

  // ISO timestamps stand for the school's day they fall on, as in every date range.
  const timestamps = await entriesOf({
    startDate: '2000-01-01T12:00:00.000Z',
    endDate: '2100-01-01T12:00:00.000Z',
  });
  expect(timestamps.pagination.totalEntries).toBe(all.pagination.totalEntries);
  const reversed = await admin.request({
    method: 'GET',
    url: '/api/audit-log?startDate=2026-02-02T12:00:00.000Z&endDate=2026-02-01T12:00:00.000Z',
  });
  expect(reversed.json().error.fields).toEqual({ endDate: COMMON_MESSAGES.dateRangeInvalid });

  const invalid = await admin.request({
    method: 'GET',
    url: '/api/audit-log?startDate=2026-02-02&endDate=2026-02-01&action=nope',
  });
  expect(invalid.statusCode).toBe(400);
  expect(Object.keys(invalid.json().error.fields)).toEqual(expect.arrayContaining(['action']));
});

test('only admins read the audit log', async () => {
  const teacher = await t.signIn('teacher');
  expect((await teacher.request({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
});

// Last in the file: it makes a second school, after which every school route needs its header.
test("a school's changes are logged with the school and read there; the district's own are read everywhere", async () => {
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const riverside = await insertSchool(db);
  const student = await insertStudent(db, { schoolId: riverside });
  const edited = await admin.request({
    method: 'PUT',
    url: `/api/students/${student.id}`,
    payload: buildStudent({ studentId: student.studentId, notes: 'Moved from Lincoln' }),
    headers: { [SCHOOL_ID_HEADER]: riverside },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const staff = await admin.request({
    method: 'POST',
    url: '/api/users',
    payload: {
      name: 'Dana Riverside',
      email: 'dana@school.test',
      role: 'teacher',
      password: 'Dana-Passw0rd!',
    },
    headers: { [SCHOOL_ID_HEADER]: riverside },
  });
  expect(staff.statusCode, staff.body).toBe(201);
  const school = await admin.request({
    method: 'POST',
    url: '/api/schools',
    payload: { name: 'Hillcrest', code: 'HC', timezone: 'America/Chicago' },
  });
  expect(school.statusCode, school.body).toBe(201);

  const logAt = async (schoolId?: string) => {
    const response = await admin.request({
      method: 'GET',
      url: '/api/audit-log?limit=100',
      headers: schoolId ? { [SCHOOL_ID_HEADER]: schoolId } : {},
    });
    return (response.json().data.entries as AuditEntry[]).map((entry) => ({
      action: entry.action,
      schoolId: entry.schoolId,
      entityId: entry.entityId,
    }));
  };
  const studentEntry = { action: 'student.update', schoolId: riverside, entityId: student.id };
  // Staff placed at a school are that school's change; a new school is the district's.
  const userEntry = {
    action: 'user.create',
    schoolId: riverside,
    entityId: staff.json().data.user._id,
  };
  const districtEntry = expect.objectContaining({ action: 'school.create', schoolId: null });
  expect(await logAt(riverside)).toEqual(
    expect.arrayContaining([studentEntry, userEntry, districtEntry]),
  );
  expect(await logAt(lincoln)).toEqual(expect.arrayContaining([districtEntry]));
  expect(await logAt(lincoln)).not.toContainEqual(studentEntry);
  expect(await logAt(lincoln)).not.toContainEqual(userEntry);
  // A district administrator naming no school reads the whole district's log.
  expect(await logAt()).toEqual(expect.arrayContaining([studentEntry, userEntry, districtEntry]));
});
