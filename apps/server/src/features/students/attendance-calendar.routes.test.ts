import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { SETTINGS_MESSAGES } from '@rollcall/contract/settings';
import type { AttendanceCalendar } from '@rollcall/contract/students';
import { insertStudent } from '../../../test/factories.js';
import { students } from '../../db/schema/students.js';
import { useTestApp } from '../../../test/test-app.js';
import { updateSettings } from '../settings/settings.service.js';
import { getSettings } from '../../shared/school-settings.js';
import { firstSchoolId } from '../../shared/school-staff.js';

/**
 * Issue 26: a student's school year day by day. The school (America/New_York, EDT) opens Monday
 * to Friday; Monday 7 September 2026 is a holiday; the academic year runs from 1 September 2026
 * to 30 June 2027; the absentee cutoff is 09:30. P = present, L = late, A = absent, - = not
 * enrolled, ? = upcoming:
 *
 *              Tu1 W2 Th3 F4 | Tu8 W9 Th10 F11 | M14 Tu15 W16 Th17 F18
 *   Ada (10A)   -   -  -   - |  -  P   L   L   |  A   A    P   ?   ?     enrolled on the 9th
 *   Finn (10A)  P   A  A   A |  A  A   A   -   |  -   -    -   -   -     archived on the 11th
 *
 * Ada checks in on time on the 9th and the 16th, late at 08:10 on the 10th; a teacher records her
 * late (12 minutes) on the 11th and absent on the 14th; the 15th has no record. "Now" is Thursday
 * 17 September at 08:30, before the cutoff.
 */

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });
const at = (date: string, time: string) => `${date}T${time}:00-04:00`;
const NOW = at('2026-09-17', '08:30');
const ids = { ada: '', finn: '', idle: '' };

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const response = await teacher.request({ method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};

async function scanAt(id: string, instant: string) {
  const qr = await call('GET', `/api/students/${id}/qr`);
  t.setNow(instant);
  await call('POST', '/api/attendance/scan', { qrCode: qr.json().data.qrCodeData });
}

async function calendarOf(id: string, query = ''): Promise<AttendanceCalendar> {
  const response = await call('GET', `/api/students/${id}/attendance-calendar${query}`);
  return response.json().data;
}

/** The states of the days from `from` to `to`, by date. */
const statesOf = (calendar: AttendanceCalendar, from: string, to: string) =>
  Object.fromEntries(
    calendar.days
      .filter((day) => day.date >= from && day.date <= to)
      .map((day) => [day.date.slice(8), day.state]),
  );

/** The student-summary report's row for the student, over the academic year up to `endDate`. */
async function reportRow(studentId: string, endDate: string) {
  const response = await admin.request({
    method: 'GET',
    url: `/api/attendance/reports?type=student-summary&startDate=2026-09-01&endDate=${endDate}&class=10&section=A`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const row = response
    .json()
    .data.rows.find((r: { studentId: string }) => r.studentId === studentId);
  return {
    enrolledDays: row.enrolledDays,
    present: row.present,
    late: row.late,
    absent: row.absent,
    rate: row.rate,
  };
}

beforeAll(async () => {
  const db = t.database.db;
  await updateSettings(
    db,
    {
      id: admin.user.id,
      role: 'admin',
      sessionId: admin.user.id,
      isDistrictAdmin: true,
      schoolId: await firstSchoolId(db),
    },
    {
      ...(await getSettings(db)),
      schoolDays: [1, 2, 3, 4, 5],
      holidays: ['2026-09-07'],
      absenteeCutoffTime: '09:30',
      academicYear: {
        label: '2026-2027',
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        terms: [],
      },
    },
  );
  ids.ada = (await insertStudent(db, { firstName: 'Ada', enrollmentDate: '2026-09-09' })).id;
  ids.finn = (await insertStudent(db, { firstName: 'Finn', enrollmentDate: '2026-09-01' })).id;
  ids.idle = (await insertStudent(db, { enrollmentDate: '2026-09-01', isActive: false })).id;

  await scanAt(ids.finn, at('2026-09-01', '07:50'));
  // Archived on the 11th at 10:00 (the archive itself stamps the real time, not the test's clock).
  await db
    .update(students)
    .set({ archivedAt: new Date(at('2026-09-11', '10:00')) })
    .where(eq(students.id, ids.finn));

  await scanAt(ids.ada, at('2026-09-09', '07:55'));
  await scanAt(ids.ada, at('2026-09-10', '08:10'));
  await scanAt(ids.ada, at('2026-09-16', '07:59'));
  const manual = { studentId: ids.ada };
  await call('POST', '/api/attendance/manual', {
    ...manual,
    status: 'late',
    date: '2026-09-11',
    minutesLate: 12,
  });
  await call('POST', '/api/attendance/manual', { ...manual, status: 'absent', date: '2026-09-14' });
});

test('every day of the academic year, weekends and the holiday apart, from the enrolment date', async () => {
  t.setNow(NOW);
  const calendar = await calendarOf(ids.ada);
  expect(calendar.schoolYear).toEqual({
    label: '2026-2027',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
  });
  expect(calendar.schoolYears).toEqual(['2026-2027']);
  expect(calendar.today).toBe('2026-09-17');
  expect(calendar.days).toHaveLength(303);
  expect(calendar.days.at(-1)).toEqual({ date: '2027-06-30', state: 'upcoming' });
  expect(statesOf(calendar, '2026-09-01', '2026-09-20')).toEqual({
    '01': 'not-enrolled',
    '02': 'not-enrolled',
    '03': 'not-enrolled',
    '04': 'not-enrolled',
    '05': 'weekend',
    '06': 'weekend',
    '07': 'holiday',
    '08': 'not-enrolled',
    '09': 'present',
    '10': 'late',
    '11': 'late',
    '12': 'weekend',
    '13': 'weekend',
    '14': 'absent',
    '15': 'absent',
    '16': 'present',
    '17': 'upcoming',
    '18': 'upcoming',
    '19': 'weekend',
    '20': 'weekend',
  });
  // Today is open until the cutoff: the totals are the report's up to yesterday.
  expect(calendar.totals).toEqual({ enrolledDays: 6, present: 2, late: 2, absent: 2, rate: 66.7 });
  expect(calendar.totals).toEqual(await reportRow(calendar.student.studentId, '2026-09-16'));
});

test('after the cutoff today without a record is absent, and counted as the report counts it', async () => {
  t.setNow(at('2026-09-17', '11:00'));
  const calendar = await calendarOf(ids.ada);
  expect(statesOf(calendar, '2026-09-17', '2026-09-18')).toEqual({ 17: 'absent', 18: 'upcoming' });
  expect(calendar.totals).toEqual({ enrolledDays: 7, present: 2, late: 2, absent: 3, rate: 57.1 });
  expect(calendar.totals).toEqual(await reportRow(calendar.student.studentId, '2026-09-17'));
});

test('a check-in before the cutoff counts today at once', async () => {
  await scanAt(ids.ada, at('2026-09-18', '07:58'));
  t.setNow(at('2026-09-18', '08:30'));
  const calendar = await calendarOf(ids.ada);
  expect(statesOf(calendar, '2026-09-17', '2026-09-18')).toEqual({ 17: 'absent', 18: 'present' });
  expect(calendar.totals).toEqual({ enrolledDays: 8, present: 3, late: 2, absent: 3, rate: 62.5 });
  expect(calendar.totals).toEqual(await reportRow(calendar.student.studentId, '2026-09-18'));
});

test('an archived student keeps a calendar, enrolled up to the day they were archived', async () => {
  t.setNow(NOW);
  const calendar = await calendarOf(ids.finn);
  expect(calendar.student).toMatchObject({ isArchived: true, isActive: true });
  expect(statesOf(calendar, '2026-09-01', '2026-09-14')).toEqual({
    '01': 'present',
    '02': 'absent',
    '03': 'absent',
    '04': 'absent',
    '05': 'weekend',
    '06': 'weekend',
    '07': 'holiday',
    '08': 'absent',
    '09': 'absent',
    '10': 'absent',
    '11': 'not-enrolled',
    '12': 'weekend',
    '13': 'weekend',
    '14': 'not-enrolled',
  });
  expect(calendar.totals).toEqual({ enrolledDays: 7, present: 1, late: 0, absent: 6, rate: 14.3 });
  expect(calendar.totals).toEqual(await reportRow(calendar.student.studentId, '2026-09-16'));
});

test('an inactive student is not expected: every school day is not enrolled, nothing counted', async () => {
  t.setNow(NOW);
  const calendar = await calendarOf(ids.idle);
  const states = new Set(calendar.days.map((day) => day.state));
  expect(states).toEqual(new Set(['not-enrolled', 'weekend', 'holiday']));
  expect(calendar.totals).toEqual({ enrolledDays: 0, present: 0, late: 0, absent: 0, rate: null });
});

test('another school year by its label: the academic year moved by whole years', async () => {
  t.setNow(NOW);
  const calendar = await calendarOf(ids.ada, '?schoolYear=2025-2026');
  expect(calendar.schoolYear).toEqual({
    label: '2025-2026',
    startDate: '2025-09-01',
    endDate: '2026-06-30',
  });
  expect(calendar.days).toHaveLength(303);
  expect(calendar.days.some((day) => day.state === 'holiday')).toBe(false);
  expect(calendar.totals).toEqual({ enrolledDays: 0, present: 0, late: 0, absent: 0, rate: null });
});

test('a wrong school year is a 400 on its field; an unknown student the standard 404', async () => {
  const wrong = await teacher.request({
    method: 'GET',
    url: `/api/students/${ids.ada}/attendance-calendar?schoolYear=2026-2028`,
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.fields).toEqual({
    schoolYear: SETTINGS_MESSAGES.academicYearLabelInvalid,
  });
  const missing = await teacher.request({
    method: 'GET',
    url: '/api/students/00000000-0000-4000-8000-000000000000/attendance-calendar',
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({
    success: false,
    error: { code: 'STUDENT_NOT_FOUND', message: ERROR_MESSAGES.STUDENT_NOT_FOUND },
  });
});

test('teachers and admins read a calendar; without a sign-in it is refused', async () => {
  const url = `/api/students/${ids.ada}/attendance-calendar`;
  expect((await teacher.request({ method: 'GET', url })).statusCode).toBe(200);
  expect((await admin.request({ method: 'GET', url })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
});
