import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { beforeAll, expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { ATTENDANCE_MESSAGES } from '@rollcall/contract/attendance';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });
const ids: Record<string, string> = {};

// A school week in New York (EDT): Mon 5 – Fri 9 October 2026, then the weekend.
const at = (date: string, time: string) => `${date}T${time}-04:00`;

beforeAll(async () => {
  const db = t.database.db;
  ids.ada = (
    await insertStudent(db, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      studentId: 'A-1',
      class: '9',
      section: 'A',
      enrollmentDate: '2026-09-01',
    })
  ).id;
  ids.bob = (
    await insertStudent(db, {
      firstName: 'Bob',
      lastName: 'Byte',
      studentId: 'B-2',
      class: '9',
      section: 'B',
      enrollmentDate: '2026-09-01',
    })
  ).id;
  ids.cy = (
    await insertStudent(db, {
      firstName: 'Cy',
      lastName: 'Cipher',
      studentId: 'C-3',
      class: '12',
      section: 'A',
      enrollmentDate: '2026-09-01',
      guardianEmail: 'cy.parent@example.com',
    })
  ).id;
  const scan = async (date: string, time: string, qrCode: string) => {
    t.setNow(at(date, time));
    const response = await teacher.request({
      method: 'POST',
      url: '/api/attendance/scan',
      payload: { qrCode, location: 'Gate A' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.attendance._id as string;
  };
  await scan('2026-10-05', '07:55:00', 'A-1');
  await scan('2026-10-05', '08:20:00', 'B-2');
  await scan('2026-10-06', '08:07:00', 'A-1');
  ids.cyMonday = await scan('2026-10-05', '08:01:00', 'C-3');
  await scan('2026-10-10', '09:00:00', 'A-1'); // a Saturday club
  t.setNow(at('2026-10-06', '10:00:00'));
});

test('the list embeds the student, filters by dates, class, status and student, newest first', async () => {
  const all = (
    await teacher.request({
      method: 'GET',
      url: '/api/attendance?startDate=2026-10-05&endDate=2026-10-06',
    })
  ).json().data;
  expect(all.pagination).toEqual({
    currentPage: 1,
    totalPages: 1,
    totalRecords: 4,
    hasPrev: false,
    hasNext: false,
  });
  expect(all.attendance[0]).toMatchObject({
    schoolDate: '2026-10-06',
    student: { firstName: 'Ada', lastName: 'Lovelace', studentId: 'A-1', class: '9', section: 'A' },
  });
  const lates = (
    await teacher.request({ method: 'GET', url: '/api/attendance?status=late' })
  ).json().data;
  expect(
    lates.attendance.map((r: { student: { studentId: string } }) => r.student.studentId).sort(),
  ).toEqual(['A-1', 'A-1', 'B-2']);
  const grade12 = (await teacher.request({ method: 'GET', url: '/api/attendance?class=12' })).json()
    .data;
  expect(grade12.pagination.totalRecords).toBe(1);
  const ada = (
    await teacher.request({ method: 'GET', url: `/api/attendance?studentId=${ids.ada}&limit=2` })
  ).json().data;
  expect(ada.pagination).toMatchObject({ totalRecords: 3, totalPages: 2, hasNext: true });
  const backwards = await teacher.request({
    method: 'GET',
    url: '/api/attendance?startDate=2026-10-06&endDate=2026-10-05',
  });
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().error.message).toBe(COMMON_MESSAGES.dateRangeInvalid);
});

test("today's attendance is the school's day with its summary", async () => {
  t.setNow(at('2026-10-05', '23:30:00')); // 03:30 UTC on the 6th: still the 5th at school
  const today = (await teacher.request({ method: 'GET', url: '/api/attendance/today' })).json()
    .data;
  expect(today.date).toBe('2026-10-05');
  expect(today.isSchoolDay).toBe(true);
  expect(today.summary).toEqual({ total: 3, present: 2, late: 1, onTime: 2 });
  expect(
    today.attendance.map((r: { student: { studentId: string } }) => r.student.studentId),
  ).toEqual(['B-2', 'C-3', 'A-1']);
  const grade9 = (
    await teacher.request({ method: 'GET', url: '/api/attendance/today?class=9&section=B' })
  ).json().data;
  expect(grade9.summary.total).toBe(1);
  t.setNow(at('2026-10-10', '12:00:00'));
  expect(
    (await teacher.request({ method: 'GET', url: '/api/attendance/today' })).json().data
      .isSchoolDay,
  ).toBe(false);
  t.setNow(at('2026-10-06', '10:00:00'));
});

test('absent students are the active ones without a check-in today', async () => {
  const absent = (
    await teacher.request({ method: 'GET', url: '/api/attendance/absent-students' })
  ).json().data;
  expect(absent.date).toBe('2026-10-06');
  expect(absent.count).toBe(2);
  expect(absent.absentStudents.map((s: { studentId: string }) => s.studentId)).toEqual([
    'B-2',
    'C-3',
  ]);
  expect(absent.absentStudents[1]).toEqual({
    _id: ids.cy,
    studentId: 'C-3',
    fullName: 'Cy Cipher',
    class: '12',
    section: 'A',
    guardianName: 'Grace Guardian',
    guardianEmail: 'cy.parent@example.com',
    guardianPhone: '+1 555 010 2000',
  });
});

test('stats leave weekends out of the days and the rate', async () => {
  // On the Sunday: the rate counts the school days up to today (the reports' definition).
  t.setNow(at('2026-10-11', '10:00:00'));
  const stats = (
    await teacher.request({
      method: 'GET',
      url: '/api/attendance/stats?startDate=2026-10-05&endDate=2026-10-11',
    })
  ).json().data;
  t.setNow(at('2026-10-06', '10:00:00'));
  // 5 school days × 3 students = 15 enrolled days; 4 check-ins on them (the Saturday one is not).
  expect(stats).toEqual({
    totalDays: 5,
    totalAttendance: 5,
    presentCount: 2,
    lateCount: 3,
    attendanceRate: 40,
    overallAttendanceRate: 26.7,
  });
  const iso = (
    await teacher.request({
      method: 'GET',
      url: '/api/attendance/stats?startDate=2026-10-05T04:00:00.000Z&endDate=2026-10-05T23:00:00.000Z',
    })
  ).json().data;
  expect(iso.totalDays).toBe(1);
  expect(
    (await teacher.request({ method: 'GET', url: '/api/attendance/stats?startDate=yesterday' }))
      .statusCode,
  ).toBe(400);
});

test("a student's history counts school days since enrolment", async () => {
  const history = (
    await teacher.request({
      method: 'GET',
      url: `/api/attendance/student/${ids.bob}?startDate=2026-10-05&endDate=2026-10-06`,
    })
  ).json().data;
  expect(history.student).toMatchObject({ studentId: 'B-2' });
  expect(history.attendanceStats).toEqual({
    totalDays: 2,
    present: 0,
    late: 1,
    absent: 1,
    attendanceRate: 50,
  });
  expect(history.attendance).toHaveLength(1);
});

test('an edit is kept as made and audited; a delete needs a reason and leaves every list', async () => {
  const record = (
    await teacher.request({ method: 'GET', url: `/api/attendance?studentId=${ids.bob}` })
  ).json().data.attendance[0];
  const edited = await admin.request({
    method: 'PUT',
    url: `/api/attendance/${record._id}`,
    payload: {
      status: 'present',
      timeWindow: 'on_time',
      minutesLate: 0,
      reason: 'Bus was late; excused',
    },
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json().data.attendance).toMatchObject({
    status: 'present',
    timeWindow: 'on_time',
    minutesLate: 0,
  });

  expect(
    (
      await admin.request({ method: 'DELETE', url: `/api/attendance/${ids.cyMonday}`, payload: {} })
    ).json().error.fields,
  ).toEqual({
    reason: ATTENDANCE_MESSAGES.reasonRequired,
  });
  const deleted = await admin.request({
    method: 'DELETE',
    url: `/api/attendance/${ids.cyMonday}`,
    payload: { reason: 'Scanned the wrong card' },
  });
  expect(deleted.statusCode).toBe(200);
  const grade12 = (await teacher.request({ method: 'GET', url: '/api/attendance?class=12' })).json()
    .data;
  expect(grade12.pagination.totalRecords).toBe(0);
  expect(
    (
      await admin.request({
        method: 'PUT',
        url: `/api/attendance/${ids.cyMonday}`,
        payload: { status: 'late' },
      })
    ).statusCode,
  ).toBe(404);

  const { rows } = await t.database.pool.query(
    'select action, reason, before, after, actor_id from attendance_audit order by created_at',
  );
  expect(rows).toMatchObject([
    {
      action: 'update',
      reason: 'Bus was late; excused',
      before: { status: 'late', minutesLate: 20 },
      after: { status: 'present' },
      actor_id: admin.user.id,
    },
    { action: 'delete', reason: 'Scanned the wrong card', after: null, actor_id: admin.user.id },
  ]);
  // After the deletion, Cy may check in again that day.
  t.setNow(at('2026-10-05', '09:00:00'));
  expect(
    (
      await teacher.request({
        method: 'POST',
        url: '/api/attendance/scan',
        payload: { qrCode: 'C-3' },
      })
    ).statusCode,
  ).toBe(201);
  t.setNow(at('2026-10-06', '10:00:00'));
});

test('the CSV export has the spec columns and texts and is named for the day', async () => {
  const response = await teacher.request({
    method: 'GET',
    url: '/api/attendance/export?format=csv&startDate=2026-10-05&endDate=2026-10-06&class=9',
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toBe(
    'attachment; filename="attendance-report-2026-10-06.csv"',
  );
  expect(response.body.trim().split('\r\n')).toEqual([
    'Date,Time,Student Name,Student ID,Class,Section,Status,Time Window,Minutes Late,Location,Check-out',
    // "+7 min" starts like a formula (=+7 min): spreadsheets are told it is text.
    "2026-10-06,08:07,Ada Lovelace,A-1,9,A,Late,late,'+7 min,Gate A,",
    '2026-10-05,08:20,Bob Byte,B-2,9,B,Present,on time,On time,Gate A,',
    '2026-10-05,07:55,Ada Lovelace,A-1,9,A,Present,on time,On time,Gate A,',
  ]);
});

test('the export filters by student and status like the list', async () => {
  const response = await teacher.request({
    method: 'GET',
    url: `/api/attendance/export?format=csv&studentId=${ids.ada}&status=late`,
  });
  const lines = response.body.trim().split('\r\n');
  expect(
    lines.slice(1).every((line) => line.includes('Ada Lovelace') && line.includes(',Late,')),
  ).toBe(true);
  expect(lines).toHaveLength(3);
});

test('the Excel export is a real workbook with the same rows', async () => {
  const response = await teacher.request({
    method: 'GET',
    url: '/api/attendance/export?format=excel&startDate=2026-10-05&endDate=2026-10-06&class=9',
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain('attendance-report-2026-10-06.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Attendance');
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Date',
    'Time',
    'Student Name',
    'Student ID',
    'Class',
    'Section',
    'Status',
    'Time Window',
    'Minutes Late',
    'Location',
    'Check-out',
  ]);
  expect(sheet?.rowCount).toBe(4);
  expect(sheet?.getRow(2).getCell(3).value).toBe('Ada Lovelace');
});

test('attendance needs a sign-in', async () => {
  for (const url of [
    '/api/attendance',
    '/api/attendance/today',
    '/api/attendance/stats',
    '/api/attendance/absent-students',
    '/api/attendance/export',
  ]) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  }
});
