/**
 * One report file made in a process of its own, so that its peak memory (maxRSS) is the file's
 * alone: `node report-file-run.js <type> <format> <startDate> <endDate>`, the database from
 * DATABASE_URL or DATA_DIR. Prints one JSON line.
 */
import { openDatabase } from '../db/client.js';
import { writeCsv } from '../features/reports/report-csv.js';
import { describeReport, type ReportWriters } from '../features/reports/report-document.js';
import { writeExcel } from '../features/reports/report-excel.js';
import { writePdf } from '../features/reports/report-pdf.js';
import { resolveScope } from '../figures/scope.js';
import { reportTable } from '../features/reports/report-rows.js';
import { getSettings } from '../shared/school-settings.js';
import type { ReportFormat, ReportType } from '@rollcall/contract/reports';

const writers: ReportWriters = { csv: writeCsv, excel: writeExcel, pdf: writePdf };
const [type, format, startDate, endDate] = process.argv.slice(2) as [
  ReportType,
  ReportFormat,
  string,
  string,
];

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.',
});
const settings = await getSettings(database.db);
const now = new Date();
const scope = resolveScope({ startDate, endDate }, settings, now, null);
const baselineMb = process.memoryUsage().rss / 1024 / 1024;
const started = performance.now();
const file = await writers[format](
  describeReport(reportTable(database.db, type, scope, settings, 'en'), scope, {
    schoolName: settings.schoolName,
    generatedAt: now,
    generatedBy: 'Bench',
    language: 'en',
  }),
);
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
await database.close();
process.stdout.write(
  `${JSON.stringify({ seconds, bytes: file.length, baselineMb: Math.round(baselineMb), peakMb: Math.round(peakMb) })}\n`,
);
