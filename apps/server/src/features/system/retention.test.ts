import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { attendance } from '../../db/schema/attendance.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { insertAttendance, insertSchool, insertStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';
import { rollUpTotals } from '../../figures/attendance-totals.js';
import { forgetCachedSettings } from '../../shared/school-settings.js';
import { applyRetention, retentionCutoff } from './retention.service.js';

const { t } = useTestApp();

test('the cutoff is the start of the current school year, N years back', () => {
  // No academic year set: school years begin on 1 August.
  expect(retentionCutoff('2026-11-23', 1)).toBe('2025-08-01');
  expect(retentionCutoff('2026-07-31', 1)).toBe('2024-08-01');
  expect(retentionCutoff('2026-08-01', 3)).toBe('2023-08-01');
  // With the academic year's own start, even one set years ago.
  expect(retentionCutoff('2026-11-23', 1, '2026-08-24')).toBe('2025-08-24');
  expect(retentionCutoff('2026-11-23', 2, '2023-09-04')).toBe('2024-09-04');
  expect(retentionCutoff('2026-08-20', 1, '2026-08-24')).toBe('2024-08-24');
});

test('retention deletes attendance older than N school years, off by default, and logs the counts', async () => {
  const db = t.database.db;
  const student = await insertStudent(db);
  const record = (schoolDate: string) => ({
    studentId: student.id,
    schoolDate,
    scanTime: new Date(`${schoolDate}T12:00:00Z`),
    status: 'present' as const,
    timeWindow: 'on_time' as const,
    method: 'scan' as const,
  });
  await insertAttendance(db, ['2024-05-01', '2025-07-31', '2025-08-01', '2026-11-20'].map(record));
  const now = new Date('2026-11-23T15:00:00Z');
  const dates = async () =>
    (
      await db.select({ d: attendance.schoolDate }).from(attendance).orderBy(attendance.schoolDate)
    ).map((row) => row.d);

  expect(await applyRetention(db, now)).toEqual({ status: 'off' });
  expect(await dates()).toHaveLength(4);

  await rollUpTotals(db, '2026-11-23');
  await db.execute(sql`update school_settings set retention_years = 1`);
  forgetCachedSettings(db);
  expect(await applyRetention(db, now)).toMatchObject({
    status: 'ran',
    cutoff: '2025-08-01',
    attendanceDeleted: 2,
  });
  expect(await dates()).toEqual(['2025-08-01', '2026-11-20']);
  // The reports' running totals (rolled up before the deletion) followed it.
  const totals = await t.database.pool.query<{ school_date: string }>(
    `select school_date::text from attendance_day_totals where present > 0 order by 1`,
  );
  expect(totals.rows.map((row) => row.school_date)).toEqual(['2025-08-01', '2026-11-20']);
  const entries = await db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'system.retention'`);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    actorId: null,
    actorName: 'System',
    after: { retentionYears: 1, before: '2025-08-01', attendanceDeleted: 2, checkOutsDeleted: 0 },
  });
  // A second run finds nothing and writes no entry.
  expect(await applyRetention(db, now)).toMatchObject({ attendanceDeleted: 0 });
  expect(
    await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'system.retention'`),
  ).toHaveLength(1);
});

// Last in the file: it makes a second school.
test('each school counts its retention from its own today: a school year that began in Auckland has not in Chicago', async () => {
  const db = t.database.db;
  const auckland = await insertSchool(db, { timezone: 'Pacific/Auckland' });
  await db.execute(
    sql`update school_settings set timezone = 'America/Chicago', retention_years = 1
         where school_id = (select id from schools order by created_at, id limit 1)`,
  );
  await db.execute(sql`update school_settings set retention_years = 1`);
  forgetCachedSettings(db);
  const chicagoStudent = await insertStudent(db);
  const aucklandStudent = await insertStudent(db, { schoolId: auckland });
  const july = (studentId: string) => ({
    studentId,
    schoolDate: '2025-07-15',
    scanTime: new Date('2025-07-15T15:00:00Z'),
    status: 'present' as const,
    method: 'scan' as const,
  });
  await insertAttendance(db, [july(chicagoStudent.id), july(aucklandStudent.id)]);
  // 31 July in Chicago, 1 August (a new school year) in Auckland.
  const result = await applyRetention(db, new Date('2026-07-31T20:00:00Z'));
  expect(result).toMatchObject({ status: 'ran', attendanceDeleted: 1 });
  const left = await db
    .select({ studentId: attendance.studentId })
    .from(attendance)
    .where(sql`${attendance.schoolDate} = '2025-07-15'`);
  expect(left).toEqual([{ studentId: chicagoStudent.id }]);
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'system.retention' and ${auditLog.schoolId} = ${auckland}`);
  expect(entry?.after).toMatchObject({ before: '2025-08-01', attendanceDeleted: 1 });
});
