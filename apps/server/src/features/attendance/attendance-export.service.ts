import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { attendanceCsvCells, type AttendanceCsvTexts } from '@rollcall/contract/attendance-csv';
import { csvLine, csvLines } from '@rollcall/contract/csv';
import { attendanceExportIn } from '@rollcall/contract/i18n/attendance-export';
import type { Language } from '@rollcall/contract/languages';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { students } from '../../db/schema/students.js';
import { inSchoolDays, schoolTimeOf } from '../../shared/school-calendar.js';
import { getSettings } from '../../shared/school-settings.js';
import { recordConditions, type RecordFilters } from './attendance.service.js';

const BATCH_SIZE = 5000;

/**
 * Reads matching records newest first in keyset batches, so that memory stays flat however many
 * rows there are, and no long transaction or cursor holds the (possibly embedded) database. The
 * cells are written with `texts`, the words of the reader's language.
 */
export async function* exportRows(
  db: Db,
  filters: RecordFilters,
  timezone: string,
  texts: AttendanceCsvTexts,
) {
  const where = recordConditions(filters);
  // The cursor keeps scan_time as PostgreSQL's own text: microseconds survive, unlike a JS Date.
  let after: { scanTime: string; id: string } | undefined;
  for (;;) {
    // A row comparison, so that the (scan_time, id) index serves each batch as a range scan.
    const keyset: SQL | undefined = after
      ? sql`(${attendance.scanTime}, ${attendance.id}) < (${after.scanTime}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const batch = await db
      .select({
        id: attendance.id,
        schoolDate: attendance.schoolDate,
        scanTime: attendance.scanTime,
        cursor: sql<string>`${attendance.scanTime}::text`,
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
      .where(and(where, keyset))
      .orderBy(desc(attendance.scanTime), desc(attendance.id))
      .limit(BATCH_SIZE);
    yield batch.map((row) =>
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
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_SIZE) return;
    after = { scanTime: last.cursor, id: last.id };
  }
}

/** Writes a chunk, then waits while the client has not taken what was already sent. */
async function writeChunk(output: PassThrough, chunk: string) {
  if (!output.write(chunk)) await once(output, 'drain');
}

/** The CSV or Excel export, its headings and words in `language` (the request's). */
export async function exportAttendance(
  db: Db,
  filters: RecordFilters,
  format: 'csv' | 'excel',
  language: Language,
): Promise<Readable> {
  const { timezone } = await getSettings(db);
  const range = inSchoolDays(filters, timezone);
  recordConditions(range); // validates the range before the response starts
  const { columns, texts } = attendanceExportIn(language);
  const batches = exportRows(db, range, timezone, texts);
  const output = new PassThrough();
  const fail = (error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  if (format === 'csv') {
    // One CSV chunk per batch: writing row by row through a stream costs more than the query.
    void (async () => {
      await writeChunk(output, csvLine(columns));
      for await (const rows of batches) await writeChunk(output, csvLines(rows));
      output.end();
    })().catch(fail);
    return output;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(texts.sheetName);
  // The student's name (the third column) is the one long cell.
  sheet.columns = columns.map((header, index) => ({ header, width: index === 2 ? 28 : 14 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const rows of batches) {
      for (const cells of rows) sheet.addRow(cells).commit();
      // Let a slow client set the pace instead of buffering the workbook in memory.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch(fail);
  return output;
}
