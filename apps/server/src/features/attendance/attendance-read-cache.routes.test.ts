import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

// Long enough that nothing expires during the test: what refreshes an answer is a write.
const { t, teacher } = useTestApp({ staff: { teacher: {} }, readCacheMs: 60_000 });

const todayCount = async () => {
  const response = await teacher.request({ method: 'GET', url: '/api/attendance/today' });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { summary: { total: number } }).summary.total;
};

test('today’s answer is shared until something is written through this process', async () => {
  t.setNow('2026-10-06T08:00:00-04:00');
  const db = t.database.db;
  const ada = await insertStudent(db, { studentId: 'RC-1', enrollmentDate: '2026-09-01' });
  await insertStudent(db, { studentId: 'RC-2', enrollmentDate: '2026-09-01' });
  expect(await todayCount()).toBe(0);

  // Another process's check-in (written straight into the database) shows once the answer ages.
  await db.execute(sql`
    insert into attendance (student_id, school_id, school_date, scan_time, status, time_window,
                            minutes_late, method)
    values (${ada.id}, ${ada.schoolId}, '2026-10-06', '2026-10-06T12:00:00Z', 'present', 'on_time',
            0, 'scan')`);
  expect(await todayCount()).toBe(0);

  // A check-in through this process shows at once, with the other one.
  const scan = await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: 'RC-2' },
  });
  expect(scan.statusCode, scan.body).toBe(201);
  expect(await todayCount()).toBe(2);
});
