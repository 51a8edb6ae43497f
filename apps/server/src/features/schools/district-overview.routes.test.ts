import { expect, test } from 'vitest';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { ErrorBodySchema } from '@rollcall/contract/errors';
import { interventionCases } from '../../db/schema/interventions.js';
import { notifications } from '../../db/schema/notifications.js';
import { insertAttendance, insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';

const { t, admin } = useTestApp({ staff: { admin: {} } });

const checkIn = (studentId: string, schoolDate: string, status: 'present' | 'late') => ({
  studentId,
  schoolDate,
  scanTime: new Date(`${schoolDate}T00:30:00Z`),
  status,
  method: 'scan' as const,
});

/** A guardian message of the school about a student, for a school date. */
const message = (
  schoolId: string,
  studentId: string,
  schoolDate: string,
  status: 'sent' | 'failed' | 'outbox',
  kind: 'absentee' | 'test' = 'absentee',
) => ({
  schoolId,
  studentId,
  schoolDate,
  kind,
  status,
  channel: 'email' as const,
  recipient: `${kind}-${status}-${studentId}@family.test`,
  body: 'absent today',
});

/** A case of the rules, open unless closed. */
const aCase = (schoolId: string, studentId: string, status: 'open' | 'closed') => ({
  schoolId,
  studentId,
  rule: 'chronic-absence' as const,
  status,
  closedAt: status === 'closed' ? new Date('2026-10-01T12:00:00Z') : null,
  openedOn: '2026-09-20',
  evaluatedOn: '2026-10-01',
});

const overviewOf = (query = '') =>
  admin.request({ method: 'GET', url: `/api/district/overview${query}` });

test("the district overview shows each open school's day on its own date, its chronic absence, open cases, alerts sent and the district's totals", async () => {
  // Tuesday 6 October, 20:00 in New York: already Wednesday 7 October in Tokyo.
  t.setNow('2026-10-06T20:00:00-04:00');
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const tokyo = await insertSchool(db, { name: 'Tokyo International', timezone: 'Asia/Tokyo' });
  const newcomer = { enrollmentDate: '2026-10-06' };
  const [ada, ben] = [await insertStudent(db, newcomer), await insertStudent(db, newcomer)];
  const cy = await insertStudent(db, newcomer);
  // Enrolled since September and never checked in: chronically absent.
  const dee = await insertStudent(db, { enrollmentDate: '2026-09-01' });
  const ren = await insertStudent(db, { schoolId: tokyo, enrollmentDate: '2026-10-07' });
  const sei = await insertStudent(db, { schoolId: tokyo, enrollmentDate: '2026-10-07' });
  await insertAttendance(db, [
    checkIn(ada.id, '2026-10-06', 'present'),
    checkIn(ben.id, '2026-10-06', 'late'),
    checkIn(ren.id, '2026-10-07', 'present'),
    checkIn(dee.id, '2026-10-05', 'present'),
  ]);
  await db
    .insert(interventionCases)
    .values([
      aCase(lincoln, dee.id, 'open'),
      aCase(lincoln, cy.id, 'closed'),
      aCase(tokyo, sei.id, 'open'),
    ]);
  await db.insert(notifications).values([
    message(lincoln, cy.id, '2026-10-06', 'sent'),
    message(lincoln, dee.id, '2026-10-06', 'sent'),
    // Not sent, a test to staff, or of another day: not counted.
    message(lincoln, ada.id, '2026-10-06', 'failed'),
    message(lincoln, ben.id, '2026-10-06', 'outbox'),
    message(lincoln, ben.id, '2026-10-06', 'sent', 'test'),
    message(lincoln, dee.id, '2026-10-05', 'sent'),
    message(tokyo, sei.id, '2026-10-07', 'sent'),
  ]);

  const teacher = await t.signIn('teacher');
  const schoolAdmin = await t.signIn('admin', { isDistrictAdmin: false });
  for (const caller of [teacher, schoolAdmin]) {
    const refused = await caller.request({ method: 'GET', url: '/api/district/overview' });
    expect(refused.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('FORBIDDEN');
  }
  // One path: the overview moved from the schools' routes to the district's.
  expect((await admin.request({ method: 'GET', url: '/api/schools/overview' })).statusCode).toBe(
    404,
  );

  const overview = await overviewOf();
  expect(overview.statusCode, overview.body).toBe(200);
  expect(overview.json().data).toEqual({
    schools: [
      {
        _id: lincoln,
        name: 'Rollcall High School',
        code: 'school-1',
        date: '2026-10-06',
        isSchoolDay: true,
        enrolled: 4,
        checkedIn: 2,
        late: 1,
        absent: 2,
        attendanceRate: 50,
        chronicAbsent: 1,
        openCases: 1,
        alertsSent: 2,
      },
      {
        _id: tokyo,
        name: 'Tokyo International',
        code: expect.any(String),
        date: '2026-10-07',
        isSchoolDay: true,
        enrolled: 2,
        checkedIn: 1,
        late: 0,
        absent: 1,
        attendanceRate: 50,
        chronicAbsent: 0,
        openCases: 1,
        alertsSent: 1,
      },
    ],
    totals: {
      enrolled: 6,
      checkedIn: 3,
      late: 1,
      absent: 3,
      chronicAbsent: 1,
      openCases: 2,
      alertsSent: 3,
      attendanceRate: 50,
    },
  });

  // Monday 5 October, the same date at every school: Dee alone was enrolled, and came; Tokyo's
  // students were not enrolled yet.
  const monday = await overviewOf('?date=2026-10-05');
  expect(monday.statusCode, monday.body).toBe(200);
  const { schools, totals } = monday.json().data;
  expect(schools.map((school: { date: string }) => school.date)).toEqual([
    '2026-10-05',
    '2026-10-05',
  ]);
  expect(schools[0]).toMatchObject({ enrolled: 1, checkedIn: 1, absent: 0, alertsSent: 1 });
  expect(schools[1]).toMatchObject({ enrolled: 0, checkedIn: 0, attendanceRate: null });
  // Tokyo expected nobody: the district's rate is Lincoln's alone.
  expect(totals).toMatchObject({
    enrolled: 1,
    checkedIn: 1,
    alertsSent: 1,
    openCases: 2,
    attendanceRate: 100,
  });

  // Wednesday 7 October has begun in Tokyo, not yet in New York: New York expects nobody yet.
  const wednesday = (await overviewOf('?date=2026-10-07')).json().data;
  expect(wednesday.schools[0]).toMatchObject({ absent: 0, attendanceRate: null });
  expect(wednesday.schools[1]).toMatchObject({ absent: 1, attendanceRate: 50 });
});

test('a date that is not a yyyy-mm-dd day answers 400 in the error envelope', async () => {
  for (const date of ['yesterday', '2026-13-01', '2026-10-6']) {
    const response = await overviewOf(`?date=${date}`);
    expect(response.statusCode, date).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toEqual({ date: COMMON_MESSAGES.dateFormat });
  }
});
