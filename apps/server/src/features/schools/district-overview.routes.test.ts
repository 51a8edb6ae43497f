import { expect, test } from 'vitest';
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

test("the district overview shows each open school's day on its own date, its chronic absence and the district's totals", async () => {
  // Tuesday 6 October, 20:00 in New York: already Wednesday 7 October in Tokyo.
  t.setNow('2026-10-06T20:00:00-04:00');
  const db = t.database.db;
  const lincoln = await firstSchoolId(db);
  const tokyo = await insertSchool(db, { name: 'Tokyo International', timezone: 'Asia/Tokyo' });
  const newcomer = { enrollmentDate: '2026-10-06' };
  const [ada, ben] = [await insertStudent(db, newcomer), await insertStudent(db, newcomer)];
  await insertStudent(db, newcomer);
  // Enrolled since September and never checked in: chronically absent.
  await insertStudent(db, { enrollmentDate: '2026-09-01' });
  const ren = await insertStudent(db, { schoolId: tokyo, enrollmentDate: '2026-10-07' });
  await insertStudent(db, { schoolId: tokyo, enrollmentDate: '2026-10-07' });
  await insertAttendance(db, [
    checkIn(ada.id, '2026-10-06', 'present'),
    checkIn(ben.id, '2026-10-06', 'late'),
    checkIn(ren.id, '2026-10-07', 'present'),
  ]);

  const teacher = await t.signIn('teacher');
  const schoolAdmin = await t.signIn('admin', { isDistrictAdmin: false });
  for (const caller of [teacher, schoolAdmin]) {
    expect((await caller.request({ method: 'GET', url: '/api/schools/overview' })).statusCode).toBe(
      403,
    );
  }
  const overview = await admin.request({ method: 'GET', url: '/api/schools/overview' });
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
      },
    ],
    totals: { enrolled: 6, checkedIn: 3, late: 1, absent: 3, chronicAbsent: 1 },
  });
});
