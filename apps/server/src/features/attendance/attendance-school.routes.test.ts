import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertAttendance, insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { reports } from '../../db/schema/reports.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

/**
 * Two schools a district administrator acts at in turn, with different time zones: at 20:00 in
 * New York on 6 October it is already 7 October in Tokyo.
 */
async function twoSchools() {
  const run = randomUUID().slice(0, 6);
  t.setNow('2026-10-06T20:00:00-04:00');
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const tokyo = await insertSchool(db, { name: 'Tokyo International', timezone: 'Asia/Tokyo' });
  const ada = await insertStudent(db, { studentId: `LIN-1-${run}`, enrollmentDate: '2026-09-01' });
  const ren = await insertStudent(db, {
    studentId: `TOK-1-${run}`,
    schoolId: tokyo,
    enrollmentDate: '2026-09-01',
  });
  const kai = await insertStudent(db, {
    studentId: `TOK-2-${run}`,
    schoolId: tokyo,
    enrollmentDate: '2026-09-01',
  });
  const [adaRecord, renRecord] = await insertAttendance(db, [
    checkIn(ada.id, '2026-10-06', '2026-10-06T12:00:00Z'),
    checkIn(ren.id, '2026-10-07', '2026-10-06T23:50:00Z'),
  ]).returning();
  if (!adaRecord || !renRecord) throw new Error('Records were not inserted');
  return { lincoln, tokyo, ada, ren, kai, renRecord, run };
}

const checkIn = (studentId: string, schoolDate: string, scanTime: string) => ({
  studentId,
  schoolDate,
  scanTime: new Date(scanTime),
  status: 'present' as const,
  timeWindow: 'on_time' as const,
  method: 'scan' as const,
});

const at = (schoolId: string, url: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET') =>
  admin.request({
    method,
    url,
    headers: { [SCHOOL_ID_HEADER]: schoolId },
    ...(method === 'PUT' && { payload: { status: 'late', reason: 'Bus' } }),
    ...(method === 'DELETE' && { payload: { reason: 'Mistake' } }),
  });

const studentIdsIn = (response: { json: () => { data: { attendance: unknown[] } } }) =>
  (response.json().data.attendance as { student: { studentId: string } }[]).map(
    (record) => record.student.studentId,
  );

test("today, the log and a student's records are the acting school's, on its own calendar", async () => {
  const { lincoln, tokyo, ren, run } = await twoSchools();

  const lincolnToday = await at(lincoln, '/api/attendance/today');
  expect(lincolnToday.json().data.date).toBe('2026-10-06');
  expect(studentIdsIn(lincolnToday)).toEqual([`LIN-1-${run}`]);
  const tokyoToday = await at(tokyo, '/api/attendance/today');
  expect(tokyoToday.json().data.date).toBe('2026-10-07');
  expect(studentIdsIn(tokyoToday)).toEqual([`TOK-1-${run}`]);

  const log = await at(lincoln, '/api/attendance?startDate=2026-10-01&endDate=2026-10-31');
  expect(studentIdsIn(log)).toContain(`LIN-1-${run}`);
  expect(studentIdsIn(log).filter((id) => id.startsWith('TOK'))).toEqual([]);

  expect((await at(lincoln, `/api/attendance/student/${ren.id}`)).statusCode).toBe(404);
  const theirs = await at(tokyo, `/api/attendance/student/${ren.id}`);
  expect(studentIdsIn(theirs)).toEqual([`TOK-1-${run}`]);
});

test("another school's record cannot be edited or deleted, and is not exported", async () => {
  const { lincoln, renRecord, run } = await twoSchools();

  for (const method of ['PUT', 'DELETE'] as const) {
    const response = await at(lincoln, `/api/attendance/${renRecord.id}`, method);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ATTENDANCE_NOT_FOUND');
  }
  const { rows } = await t.database.pool.query(
    'select status, deleted_at from attendance where id = $1',
    [renRecord.id],
  );
  expect(rows).toEqual([{ status: 'present', deleted_at: null }]);

  const csv = await at(lincoln, '/api/attendance/export?format=csv');
  expect(csv.statusCode).toBe(200);
  expect(csv.body).toContain(`LIN-1-${run}`);
  expect(csv.body).not.toContain('TOK-');
});

test("the absent, the dashboard's figures and the report files are the acting school's", async () => {
  const { lincoln, tokyo, run } = await twoSchools();

  const absentAtTokyo = await at(tokyo, '/api/attendance/absent-students');
  expect(
    (absentAtTokyo.json().data.absentStudents as { studentId: string }[]).map((s) => s.studentId),
  ).toEqual([`TOK-2-${run}`]);
  expect((await at(lincoln, '/api/attendance/absent-students')).json().data.count).toBe(0);
  expect((await at(tokyo, '/api/reports/stats')).json().data.totalStudents).toBe(2);

  const [tokyoReport] = await t.database.db
    .insert(reports)
    .values({
      schoolId: tokyo,
      type: 'student-summary',
      format: 'csv',
      startDate: '2026-10-07',
      endDate: '2026-10-07',
      status: 'Ready',
      file: Buffer.from('a report'),
      byteSize: 8,
    })
    .returning({ id: reports.id });
  const listed = (school: string) =>
    at(school, '/api/reports').then((response) =>
      (response.json().data.reports as { id: string }[]).map((report) => report.id),
    );
  expect(await listed(tokyo)).toEqual([tokyoReport?.id]);
  expect(await listed(lincoln)).toEqual([]);
  expect((await at(lincoln, `/api/reports/${tokyoReport?.id}`)).statusCode).toBe(404);
  expect((await at(lincoln, `/api/reports/${tokyoReport?.id}`, 'DELETE')).statusCode).toBe(404);
  expect(await listed(tokyo)).toEqual([tokyoReport?.id]);
});
