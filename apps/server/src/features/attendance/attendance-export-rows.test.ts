import { text } from 'node:stream/consumers';
import { and, desc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { attendanceCsvCells } from '@rollcall/contract/attendance-csv';
import { csvLine, csvLines } from '@rollcall/contract/csv';
import { attendanceExportIn } from '@rollcall/contract/i18n/attendance-export';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { students } from '../../db/schema/students.js';
import { insertDemoAttendance, insertDemoStudents } from '../../demo/generate-school.js';
import { schoolTimeOf } from '../../shared/school-calendar.js';
import { getSettings } from '../../shared/school-settings.js';
import { useTestApp } from '../../../test/test-app.js';
import { exportAttendance } from './attendance-export.service.js';

const { t } = useTestApp();

/** The file as the export wrote it before it was made fast: one joined row, formatted whole. */
async function expectedCsv(language: 'en' | 'es') {
  const { db } = t.database;
  const { timezone } = await getSettings(db);
  const { columns, texts } = attendanceExportIn(language);
  const rows = await db
    .select({
      schoolDate: attendance.schoolDate,
      scanTime: attendance.scanTime,
      status: attendance.status,
      timeWindow: attendance.timeWindow,
      minutesLate: attendance.minutesLate,
      location: attendance.location,
      firstName: students.firstName,
      lastName: students.lastName,
      studentId: students.studentId,
      class: students.class,
      section: students.section,
      checkedOutAt: attendanceCheckOuts.checkedOutAt,
      checkOutIsEarly: attendanceCheckOuts.isEarly,
    })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.studentId))
    .leftJoin(
      attendanceCheckOuts,
      and(
        eq(attendanceCheckOuts.studentId, attendance.studentId),
        eq(attendanceCheckOuts.schoolDate, attendance.schoolDate),
      ),
    )
    .orderBy(desc(attendance.scanTime), desc(attendance.id));
  const cells = rows.map((row) =>
    attendanceCsvCells(
      {
        date: row.schoolDate,
        time: schoolTimeOf(row.scanTime, timezone),
        studentName: `${row.firstName} ${row.lastName}`,
        studentId: row.studentId,
        class: row.class,
        section: row.section,
        status: row.status,
        timeWindow: row.timeWindow,
        minutesLate: row.minutesLate,
        location: row.location,
        checkOutTime: row.checkedOutAt && schoolTimeOf(row.checkedOutAt, timezone),
        checkOutIsEarly: row.checkOutIsEarly,
      },
      texts,
    ),
  );
  return { csv: csvLine(columns) + csvLines(cells), rows: rows.length };
}

test('an export read in many small batches is byte for byte the file read whole, in order', async () => {
  const { db, pool } = t.database;
  await insertDemoStudents(db, 25);
  await insertDemoAttendance(db, {
    from: '2026-03-02',
    to: '2026-03-13',
    timezone: 'America/New_York',
    startTime: '08:00',
  });
  // Cells that the formatter caches by value: check-outs (some early), a gate with a comma, one
  // with what JSON escapes (the batch comes as JSON), a formula-like name, a record with no
  // location, scan times with microseconds.
  await pool.query(`
    insert into attendance_check_outs (student_id, school_date, checked_out_at, is_early, without_check_in)
    select student_id, school_date, scan_time + interval '6 hours 59 seconds', random() < 0.4, false
    from attendance where random() < 0.5 on conflict do nothing`);
  await pool.query(`update attendance set location = 'Gym, east door' where random() < 0.2`);
  await pool.query(`update attendance set location = $1 where random() < 0.1`, [
    'Hall "B" \\ 🚪\n\tמבוא',
  ]);
  await pool.query(`update attendance set location = null where random() < 0.1`);
  await pool.query(`update attendance set scan_time = scan_time + interval '0.123456 seconds'
    where random() < 0.3`);
  await db
    .update(students)
    .set({ firstName: '=HYPERLINK("x")', lastName: 'Ünal' })
    .where(eq(students.studentId, 'S100003'));

  for (const language of ['en', 'es'] as const) {
    const expected = await expectedCsv(language);
    expect(expected.rows).toBeGreaterThan(100);
    // 7 does not divide the total: the last batch is partial, and batches split ties of a minute.
    const exported = await text(
      await exportAttendance(db, { schoolId: null }, 'csv', language, { batchSize: 7 }),
    );
    expect(exported).toBe(expected.csv);
    // As PostgreSQL exports it: three batches read side by side, each from its own offset.
    const inWindows = await exportAttendance(db, { schoolId: null }, 'csv', language, {
      batchSize: 7,
      windows: 3,
    });
    expect(await text(inWindows)).toBe(expected.csv);
  }
});

test('a batch that ends exactly at the last record ends the export', async () => {
  const { db, pool } = t.database;
  await insertDemoStudents(db, 10);
  await insertDemoAttendance(db, {
    from: '2026-03-02',
    to: '2026-03-06',
    timezone: 'America/New_York',
    startTime: '08:00',
  });
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from attendance');
  const total = rows[0]?.n ?? 0;
  const exported = await text(
    await exportAttendance(db, { schoolId: null }, 'csv', 'en', { batchSize: total }),
  );
  expect(exported.trimEnd().split('\r\n')).toHaveLength(total + 1);
});
