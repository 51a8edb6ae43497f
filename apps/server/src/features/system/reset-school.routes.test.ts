import { expect, test } from 'vitest';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import {
  DEFAULT_PASSWORD,
  insertAttendance,
  insertSchool,
  insertStudent,
} from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { interventionCases } from '../../db/schema/interventions.js';
import { reports } from '../../db/schema/reports.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

/** A student of the school with a finished day's check-in, a case and a report file. */
async function schoolWithRecords(schoolId: string) {
  const db = t.database.db;
  const student = await insertStudent(db, { schoolId });
  await insertAttendance(db, {
    studentId: student.id,
    schoolDate: '2026-10-05',
    scanTime: new Date('2026-10-05T12:00:00Z'),
    status: 'present',
    method: 'scan',
  });
  await db.insert(interventionCases).values({
    schoolId,
    studentId: student.id,
    rule: 'chronic-absence',
    openedOn: '2026-10-05',
    evaluatedOn: '2026-10-05',
  });
  await db.insert(reports).values({
    schoolId,
    type: 'daily',
    format: 'csv',
    startDate: '2026-10-05',
    endDate: '2026-10-05',
  });
  return student;
}

const rowsOf = async (schoolId: string) => {
  const { rows } = await t.database.pool.query<Record<string, number>>(
    `select (select count(*)::int from students where school_id = $1) as students,
            (select count(*)::int from attendance where school_id = $1) as attendance,
            (select count(*)::int from intervention_cases where school_id = $1) as cases,
            (select count(*)::int from reports where school_id = $1) as reports,
            (select coalesce(sum(present), 0)::int from attendance_day_totals
              where school_id = $1) as totals`,
    [schoolId],
  );
  return rows[0];
};

test("in a district, Reset System erases the acting school's students and records and no other school's", async () => {
  t.setNow('2026-10-07T12:00:00-04:00');
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const riverside = await insertSchool(db, { name: 'Riverside High' });
  await schoolWithRecords(lincoln);
  await schoolWithRecords(riverside);
  // The finished day is rolled into the running totals of both schools.
  await t.database.pool.query(`select attendance_totals_roll_up('2026-10-07')`);
  const lincolnBefore = await rowsOf(lincoln);
  expect(lincolnBefore).toEqual({ students: 1, attendance: 1, cases: 1, reports: 1, totals: 1 });

  const wrongSchool = await admin.request({
    method: 'POST',
    url: '/api/system/reset',
    payload: { schoolName: 'Riverside High', password: DEFAULT_PASSWORD },
    headers: { [SCHOOL_ID_HEADER]: lincoln },
  });
  expect(wrongSchool.statusCode).toBe(400);
  const reset = await admin.request({
    method: 'POST',
    url: '/api/system/reset',
    payload: { schoolName: 'Riverside High', password: DEFAULT_PASSWORD },
    headers: { [SCHOOL_ID_HEADER]: riverside },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  expect(reset.json().data.erased).toMatchObject({ students: 1, attendance: 1, reports: 1 });
  expect(await rowsOf(riverside)).toEqual({
    students: 0,
    attendance: 0,
    cases: 0,
    reports: 0,
    totals: 0,
  });
  expect(await rowsOf(lincoln)).toEqual(lincolnBefore);
});
