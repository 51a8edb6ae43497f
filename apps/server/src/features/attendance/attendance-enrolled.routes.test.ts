import { beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/students.js';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

// Today's list and summary and the stats count enrolled students only (active, not archived),
// like the totals they are set against (spec: Absent today = total students minus scanned).
const { t, teacher } = useTestApp({ staff: { teacher: {} } });

beforeAll(async () => {
  const db = t.database.db;
  const student = (studentId: string, section: string) =>
    insertStudent(db, {
      firstName: studentId,
      lastName: 'Pupil',
      studentId,
      class: '10',
      section,
      enrollmentDate: '2026-09-01',
    });
  const ids = {
    ada: (await student('ADA', 'A')).id,
    ivy: (await student('IVY', 'A')).id,
    ari: (await student('ARI', 'B')).id,
  };
  t.setNow('2026-10-05T08:00:00-04:00'); // a Monday
  for (const qrCode of ['ADA', 'IVY', 'ARI']) {
    const response = await teacher.request({
      method: 'POST',
      url: '/api/attendance/scan',
      payload: { qrCode },
    });
    expect(response.statusCode).toBe(201);
  }
  // After their check-in one student is made inactive and another archived.
  await db.update(students).set({ isActive: false }).where(eq(students.id, ids.ivy));
  await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, ids.ari));
  t.setNow('2026-10-05T10:00:00-04:00');
});

const get = async (url: string) => (await teacher.request({ method: 'GET', url })).json().data;
const numbers = (records: { student: { studentId: string } }[]) =>
  records.map((record) => record.student.studentId);

test("today's list and summary leave out inactive and archived students", async () => {
  const today = await get('/api/attendance/today');
  expect(numbers(today.attendance)).toEqual(['ADA']);
  expect(today.summary).toEqual({ total: 1, present: 1, late: 0, onTime: 1 });
  const sectionA = await get('/api/attendance/today?class=10&section=A');
  expect(numbers(sectionA.attendance)).toEqual(['ADA']);
  expect(sectionA.summary.total).toBe(1);
  expect((await get('/api/attendance/today?class=10&section=B')).summary.total).toBe(0);
});

test('the stats count the same students as their denominator', async () => {
  const stats = await get('/api/attendance/stats?startDate=2026-10-05&endDate=2026-10-05');
  expect(stats).toMatchObject({ totalDays: 1, totalAttendance: 1, overallAttendanceRate: 100 });
});

test('the attendance records keep every record, whatever became of the student', async () => {
  const list = await get('/api/attendance?startDate=2026-10-05&endDate=2026-10-05');
  expect(list.pagination.totalRecords).toBe(3);
  expect(numbers(list.attendance).sort()).toEqual(['ADA', 'ARI', 'IVY']);
  const sectionB = await get('/api/attendance?startDate=2026-10-05&endDate=2026-10-05&section=B');
  expect(numbers(sectionB.attendance)).toEqual(['ARI']);
  expect(sectionB.pagination.totalRecords).toBe(1);
});
