import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { ATTENDANCE_CSV_TEXTS, type AttendanceCsvTexts } from '@rollcall/contract/attendance-csv';

/** The student's full name, or the export's "unknown student" words in `texts`' language. */
export function studentNameOf(
  student: Partial<AttendanceRecord['student']> | null | undefined,
  texts: AttendanceCsvTexts = ATTENDANCE_CSV_TEXTS,
) {
  const name = `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim();
  return name || texts.unknownStudent;
}
