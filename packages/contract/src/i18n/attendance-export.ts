import type { Language } from '../languages.js';
import { REPORT_COLUMNS } from '../reports.js';
import type { AttendanceCsvTexts } from '../attendance-csv.js';
import { textsIn } from './translate.js';

/**
 * The attendance export (CSV and Excel, and the screen's own CSV) in a language: the column
 * headings, which are the attendance-log report's (the same spec §9 columns, translated once),
 * and the cells' words. In English it is exactly `ATTENDANCE_CSV_COLUMNS` and the default texts.
 */
export function attendanceExportIn(language: Language): {
  columns: string[];
  texts: AttendanceCsvTexts;
} {
  const texts = textsIn(language);
  const headings = texts.reportColumns['attendance-log'];
  return {
    columns: REPORT_COLUMNS['attendance-log'].map(
      (column) => headings[column.key] ?? column.header,
    ),
    texts: texts.attendanceCsv,
  };
}
