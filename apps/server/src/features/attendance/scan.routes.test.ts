import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ATTENDANCE_MESSAGES } from '@rollcall/contract/attendance';
import { users } from '../../db/schema/users.js';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp, type SignedIn } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

// Monday 14 September 2026; New York is on EDT (UTC-4).
const at = (localTime: string, date = '2026-09-14') => `${date}T${localTime}-04:00`;
const qrOf = async (id: string) =>
  (await admin.request({ method: 'GET', url: `/api/students/${id}/qr` })).json().data
    .qrCodeData as string;
const scan = (qrCode: string, by: SignedIn = teacher) =>
  by.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode, location: 'Gate A', notes: 'Morning' },
  });

test('a teacher scans a signed QR code on time: present, on_time, 0 minutes, with who and where', async () => {
  const student = await insertStudent(t.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
  t.setNow(at('08:05:30'));
  const response = await scan(await qrOf(student.id));
  expect(response.statusCode).toBe(201);
  const { attendance, student: embedded, message } = response.json().data;
  expect(message).toBe(ATTENDANCE_MESSAGES.saved);
  expect(embedded).toMatchObject({
    _id: student.id,
    studentId: student.studentId,
    firstName: 'Ada',
  });
  expect(attendance).toMatchObject({
    schoolDate: '2026-09-14',
    status: 'present',
    timeWindow: 'on_time',
    minutesLate: 0,
    location: 'Gate A',
    notes: 'Morning',
    method: 'scan',
    recordedBy: { _id: teacher.user.id },
  });
  // The reply is the record as stored, exactly as the list shows it.
  const list = await admin.request({
    method: 'GET',
    url: `/api/attendance?studentId=${student.id}&startDate=2026-09-14&endDate=2026-09-14`,
  });
  expect(list.json().data.attendance).toEqual([attendance]);
});

test('late and very late scans carry the minutes since the start time', async () => {
  const late = await insertStudent(t.database.db);
  const veryLate = await insertStudent(t.database.db);
  t.setNow(at('08:10:00'));
  expect((await scan(await qrOf(late.id))).json().data.attendance).toMatchObject({
    status: 'late',
    timeWindow: 'late',
    minutesLate: 10,
  });
  t.setNow(at('08:16:00'));
  expect((await scan(await qrOf(veryLate.id))).json().data.attendance).toMatchObject({
    status: 'late',
    timeWindow: 'very_late',
    minutesLate: 16,
  });
});

test('a student ID typed by hand checks the student in, in any letter case', async () => {
  const student = await insertStudent(t.database.db, { studentId: 'TYPED-42' });
  t.setNow(at('07:55:00'));
  const response = await scan('typed-42');
  expect(response.statusCode).toBe(201);
  expect(response.json().data.student._id).toBe(student.id);
});

test('a ready-made code stored on the student is honoured', async () => {
  const student = await insertStudent(t.database.db, { qrCodeData: 'DISTRICT-777' });
  t.setNow(at('07:58:00'));
  expect((await scan('DISTRICT-777')).json().data.student._id).toBe(student.id);
});

test('a ready-made code wins over another student whose ID reads the same', async () => {
  const typed = await insertStudent(t.database.db, { studentId: 'GATE-9' });
  const holder = await insertStudent(t.database.db, { qrCodeData: 'gate-9' });
  t.setNow(at('07:59:00', '2026-09-17'));
  expect((await scan('gate-9')).json().data.student._id).toBe(holder.id);
  expect((await scan('GATE-9')).json().data.student._id).toBe(typed.id);
});

test('a second scan the same day is 409 naming the student and the first time', async () => {
  const student = await insertStudent(t.database.db, { firstName: 'Grace', lastName: 'Hopper' });
  const code = await qrOf(student.id);
  t.setNow(at('07:50:00'));
  expect((await scan(code)).statusCode).toBe(201);
  t.setNow(at('08:30:00'));
  const again = await scan(code, admin);
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toMatchObject({
    code: 'ALREADY_CHECKED_IN',
    message: 'Grace Hopper already checked in today at 07:50',
  });
  // The next school day is a new day.
  t.setNow(at('07:50:00', '2026-09-15'));
  expect((await scan(code)).statusCode).toBe(201);
});

test('50 simultaneous scans of one student leave exactly one record', async () => {
  const student = await insertStudent(t.database.db);
  const code = await qrOf(student.id);
  t.setNow(at('07:45:00', '2026-09-16'));
  const responses = await Promise.all(Array.from({ length: 50 }, () => scan(code)));
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  const { rows } = await t.database.pool.query(
    'select count(*)::int as n from attendance where student_id = $1',
    [student.id],
  );
  expect(rows[0].n).toBe(1);
});

test('forged, edited and superseded codes are refused with clear messages', async () => {
  const student = await insertStudent(t.database.db);
  const code = await qrOf(student.id);
  t.setNow(at('07:40:00', '2026-09-17'));
  const edited = await scan(JSON.stringify({ ...JSON.parse(code), class: '12' }));
  expect(edited.statusCode).toBe(400);
  expect(edited.json().error).toEqual({
    code: 'QR_INVALID',
    message: ERROR_MESSAGES.QR_INVALID,
  });

  await admin.request({ method: 'POST', url: `/api/students/${student.id}/regenerate-qr` });
  const old = await scan(code);
  expect(old.statusCode).toBe(400);
  expect(old.json().error).toEqual({
    code: 'QR_SUPERSEDED',
    message: ERROR_MESSAGES.QR_SUPERSEDED,
  });
  expect((await scan(await qrOf(student.id))).statusCode).toBe(201);
});

test('unknown, archived and inactive students cannot be checked in', async () => {
  t.setNow(at('07:40:00', '2026-09-18'));
  const unknown = await scan('NO-SUCH-STUDENT');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().error.message).toBe(ATTENDANCE_MESSAGES.unknownCode);

  const archived = await insertStudent(t.database.db);
  const archivedCode = await qrOf(archived.id);
  await admin.request({ method: 'DELETE', url: `/api/students/${archived.id}` });
  const archivedScan = await scan(archivedCode);
  expect(archivedScan.statusCode).toBe(409);
  expect(archivedScan.json().error.message).toBe(ATTENDANCE_MESSAGES.archivedStudent);

  const inactive = await insertStudent(t.database.db, { isActive: false });
  const inactiveScan = await scan(inactive.studentId);
  expect(inactiveScan.statusCode).toBe(409);
  expect(inactiveScan.json().error.message).toBe(ATTENDANCE_MESSAGES.inactiveStudent);
});

test('a blank code is refused with the spec message, and scanning needs a sign-in', async () => {
  const blank = await scan('   ');
  expect(blank.statusCode).toBe(400);
  expect(blank.json().error.fields).toEqual({ qrCode: ATTENDANCE_MESSAGES.qrRequired });
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/attendance/scan', payload: { qrCode: 'x' } }))
      .statusCode,
  ).toBe(401);
});

test('a signed-out or deactivated teacher’s token records nothing, even with a forged code', async () => {
  const student = await insertStudent(t.database.db);
  t.setNow(at('08:00:00', '2026-09-21'));
  const signedOut = await t.signIn('teacher');
  await signedOut.request({ method: 'POST', url: '/api/auth/logout', payload: {} });
  const deactivated = await t.signIn('teacher');
  await t.database.db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.id, deactivated.user.id));
  const forged = (await qrOf(student.id)).replace(/"sig":"[^"]+"/, '"sig":"forged"');
  for (const closed of [signedOut, deactivated]) {
    for (const code of [student.studentId, await qrOf(student.id), forged]) {
      const response = await scan(code, closed);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  }
  const list = await admin.request({
    method: 'GET',
    url: `/api/attendance?studentId=${student.id}&startDate=2026-09-21&endDate=2026-09-21`,
  });
  expect(list.json().data.attendance).toEqual([]);
  expect((await scan(student.studentId)).statusCode).toBe(201);
});

test('a scan on a Saturday is still recorded', async () => {
  const student = await insertStudent(t.database.db);
  t.setNow(at('10:00:00', '2026-09-19'));
  const response = await scan(student.studentId);
  expect(response.statusCode).toBe(201);
  expect(response.json().data.attendance.schoolDate).toBe('2026-09-19');
});

test('manual entries are present unless staff choose otherwise', async () => {
  const student = await insertStudent(t.database.db);
  t.setNow(at('09:00:00', '2026-09-21'));
  const manual = await teacher.request({
    method: 'POST',
    url: '/api/attendance/manual',
    payload: { studentId: student.id, notes: 'Forgot card' },
  });
  expect(manual.statusCode).toBe(201);
  expect(manual.json().data.attendance).toMatchObject({
    status: 'present',
    timeWindow: 'on_time',
    minutesLate: 0,
    method: 'manual',
    notes: 'Forgot card',
  });
  const other = await insertStudent(t.database.db);
  const late = await teacher.request({
    method: 'POST',
    url: '/api/attendance/manual',
    payload: { studentId: other.id, status: 'late', minutesLate: 20, date: '2026-09-18' },
  });
  expect(late.json().data.attendance).toMatchObject({
    status: 'late',
    timeWindow: 'very_late',
    minutesLate: 20,
    schoolDate: '2026-09-18',
  });
});

test('a manual late is classified like a scan: 0 minutes (or within the grace period) is on time', async () => {
  t.setNow(at('09:00:00', '2026-09-21'));
  const manualLate = async (minutesLate: number | undefined) => {
    const student = await insertStudent(t.database.db);
    const response = await teacher.request({
      method: 'POST',
      url: '/api/attendance/manual',
      payload: { studentId: student.id, status: 'late', minutesLate, date: '2026-09-18' },
    });
    expect(response.statusCode).toBe(201);
    const { status, timeWindow, minutesLate: stored } = response.json().data.attendance;
    return { status, timeWindow, minutesLate: stored };
  };
  const onTime = { status: 'present', timeWindow: 'on_time', minutesLate: 0 };
  expect(await manualLate(undefined)).toEqual(onTime);
  expect(await manualLate(0)).toEqual(onTime);
  expect(await manualLate(5)).toEqual(onTime);
  expect(await manualLate(6)).toEqual({ status: 'late', timeWindow: 'late', minutesLate: 6 });
  expect(await manualLate(16)).toEqual({
    status: 'late',
    timeWindow: 'very_late',
    minutesLate: 16,
  });
});

test('a manual entry is refused for a future day and for a day before this school year', async () => {
  const student = await insertStudent(t.database.db);
  t.setNow(at('09:00:00', '2026-09-21'));
  const manual = (date: string) =>
    teacher.request({
      method: 'POST',
      url: '/api/attendance/manual',
      payload: { studentId: student.id, date },
    });
  for (const [date, message] of [
    ['2026-09-22', ATTENDANCE_MESSAGES.manualDateInFuture],
    ['2030-01-07', ATTENDANCE_MESSAGES.manualDateInFuture],
    ['2026-07-31', ATTENDANCE_MESSAGES.manualDateBeforeSchoolYear('2026-08-01')],
    ['2001-01-01', ATTENDANCE_MESSAGES.manualDateBeforeSchoolYear('2026-08-01')],
  ] as const) {
    const response = await manual(date);
    expect(response.statusCode, date).toBe(400);
    expect(response.json().error, date).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { date: message },
    });
  }
  expect((await manual('2026-08-01')).statusCode).toBe(201);
  // In the spring the school year still began the August before.
  t.setNow(at('09:00:00', '2027-03-01'));
  const other = await insertStudent(t.database.db);
  const lastAutumn = await teacher.request({
    method: 'POST',
    url: '/api/attendance/manual',
    payload: { studentId: other.id, date: '2026-10-05' },
  });
  expect(lastAutumn.statusCode).toBe(201);
  t.setNow(undefined);
});

test('a manual entry for an inactive or archived student is refused like a scan', async () => {
  t.setNow(at('09:00:00', '2026-09-21'));
  const inactive = await insertStudent(t.database.db, { isActive: false });
  const archived = await insertStudent(t.database.db, { archivedAt: new Date() });
  for (const [student, message] of [
    [inactive, ATTENDANCE_MESSAGES.inactiveStudent],
    [archived, ATTENDANCE_MESSAGES.archivedStudent],
  ] as const) {
    const response = await teacher.request({
      method: 'POST',
      url: '/api/attendance/manual',
      payload: { studentId: student.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'STUDENT_UNAVAILABLE', message });
    expect((await scan(student.studentId)).json().error).toEqual({
      code: 'STUDENT_UNAVAILABLE',
      message,
    });
  }
  t.setNow(undefined);
});
