import type { AttendanceCsvTexts } from '../attendance-csv.js';
import { REPORT_COLUMNS } from '../reports.js';
import type { ContractTranslations } from './catalogue.js';

/**
 * The attendance export's headings and words from one language's catalogue. Apart from
 * attendance-export.ts so that the web app can pass the catalogue it has loaded, without
 * importing every language's (issue 28).
 */
export function attendanceExportFrom(texts: ContractTranslations): {
  columns: string[];
  texts: AttendanceCsvTexts;
} {
  const headings = texts.reportColumns['attendance-log'];
  return {
    columns: REPORT_COLUMNS['attendance-log'].map(
      (column) => headings[column.key] ?? column.header,
    ),
    texts: texts.attendanceCsv,
  };
}
