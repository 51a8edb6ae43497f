import type { Language } from '../languages.js';
import { attendanceExportFrom } from './attendance-export-texts.js';
import { textsIn } from './translate.js';

/**
 * The attendance export (CSV and Excel, and the screen's own CSV) in a language: the column
 * headings, which are the attendance-log report's (the same spec §9 columns, translated once),
 * and the cells' words. In English it is exactly `ATTENDANCE_CSV_COLUMNS` and the default texts.
 */
export function attendanceExportIn(language: Language): ReturnType<typeof attendanceExportFrom> {
  return attendanceExportFrom(textsIn(language));
}
