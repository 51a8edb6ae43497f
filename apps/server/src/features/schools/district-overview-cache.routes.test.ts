import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

// Long enough that nothing expires during the test: what refreshes an answer is a write.
const { t, admin } = useTestApp({ staff: { admin: {} }, readCacheMs: 60_000 });

const checkedIn = async () => {
  const response = await admin.request({
    method: 'GET',
    url: '/api/district/overview?date=2026-10-06',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { totals: { checkedIn: number } }).totals.checkedIn;
};

test('the district overview is shared between callers until something is written through this process', async () => {
  t.setNow('2026-10-06T08:00:00-04:00');
  const db = t.database.db;
  const ada = await insertStudent(db, { studentId: 'DO-1', enrollmentDate: '2026-09-01' });
  await insertStudent(db, { studentId: 'DO-2', enrollmentDate: '2026-09-01' });
  expect(await Promise.all([checkedIn(), checkedIn()])).toEqual([0, 0]);

  // Another process's check-in shows once the shared answer ages (a second here, README).
  await db.execute(sql`
    insert into attendance (student_id, school_id, school_date, scan_time, status, time_window,
                            minutes_late, method)
    values (${ada.id}, ${ada.schoolId}, '2026-10-06', '2026-10-06T12:00:00Z', 'present', 'on_time',
            0, 'scan')`);
  expect(await checkedIn()).toBe(0);

  const scan = await admin.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: 'DO-2' },
  });
  expect(scan.statusCode, scan.body).toBe(201);
  expect(await checkedIn()).toBe(2);
});
