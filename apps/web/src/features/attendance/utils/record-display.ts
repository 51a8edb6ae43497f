import type { AttendanceRecord } from '@rollcall/contract/attendance';

export const UNKNOWN_STUDENT = 'Unknown Student';

/**
 * The student's full name, or the "unknown student" words when the record could not be resolved
 * (English by default: the CSV file's, as the server writes it).
 */
export function studentNameOf(
  student: Partial<AttendanceRecord['student']> | null | undefined,
  unknown = UNKNOWN_STUDENT,
) {
  const name = `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim();
  return name || unknown;
}
