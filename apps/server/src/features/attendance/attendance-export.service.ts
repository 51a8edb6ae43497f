import { PassThrough, type Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AttendanceCsvTexts } from '@rollcall/contract/attendance-csv';
import { csvLine } from '@rollcall/contract/csv';
import { attendanceExportIn } from '@rollcall/contract/i18n/attendance-export';
import type { Language } from '@rollcall/contract/languages';
import type { Db } from '../../db/client.js';
import { inSchoolDays } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import { exportFormatter } from './attendance-export-format.js';
import { exportRecords } from './attendance-export-rows.js';
import { recordConditions, type RecordFilters } from './attendance.service.js';

/**
 * The export's rows as cells, newest first, in keyset batches (flat memory however many rows).
 * The cells are written with `texts`, the words of the reader's language.
 */
export async function* exportRows(
  db: Db,
  filters: RecordFilters,
  timezone: string,
  texts: AttendanceCsvTexts,
  options: { batchSize?: number } = {},
) {
  const format = exportFormatter(timezone, texts);
  for await (const batch of exportRecords(db, recordConditions(filters), options)) {
    yield format.cells(batch);
  }
}

/** Resolves once the stream has room again, or is gone (the client went away). */
const drained = (output: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });

const plainStyle: Partial<ExcelJS.Style> = {};
const plainCell = (cell: ExcelJS.Cell) => {
  cell.style = plainStyle;
};

/** The CSV or Excel export, its headings and words in `language` (the request's). */
export async function exportAttendance(
  db: Db,
  filters: RecordFilters,
  format: 'csv' | 'excel',
  language: Language,
  options: { batchSize?: number; windows?: number } = {},
): Promise<Readable> {
  const { timezone } = await getSchoolSettings(db, filters.schoolId ?? (await firstSchoolId(db)));
  const range = inSchoolDays(filters, timezone);
  // Built (and the range validated) before the response starts.
  const where = recordConditions({ ...range, schoolId: filters.schoolId });
  const { columns, texts } = attendanceExportIn(language);
  const batches = exportRecords(db, where, options);
  const formatter = exportFormatter(timezone, texts);
  const output = new PassThrough();
  const fail = (error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  if (format === 'csv') {
    // One chunk per batch, formatted while the previous one is still being sent; the wait for
    // room comes just before the next write, so memory holds about two batches at most.
    void (async () => {
      output.write(csvLine(columns));
      for await (const batch of batches) {
        const chunk = formatter.csv(batch);
        if (output.writableNeedDrain) await drained(output);
        if (output.destroyed) return;
        output.write(chunk);
      }
      output.end();
    })().catch(fail);
    return output;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    // The fastest deflate: a sheet of repeated cells shrinks almost as much, in a third of the time.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(texts.sheetName);
  // The student's name (the third column) is the one long cell.
  sheet.columns = columns.map((header, index) => ({ header, width: index === 2 ? 28 : 14 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const batch of batches) {
      for (const cells of formatter.cells(batch)) {
        const row = sheet.addRow(cells);
        // Every data cell shares one (plain) style object: ExcelJS registers a style once per
        // object, so a fresh `{}` per cell was looked up by its XML a million times over.
        row.eachCell(plainCell);
        row.commit();
      }
      // Let a slow client set the pace instead of buffering the workbook in memory.
      if (output.writableNeedDrain) await drained(output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch(fail);
  return output;
}
