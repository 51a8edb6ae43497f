import type { AttendanceRecord } from '@rollcall/contract/attendance';

export const UNKNOWN_STUDENT = 'Unknown Student';

/** The student's full name, or Unknown Student when the record could not be resolved. */
export function studentNameOf(student: Partial<AttendanceRecord['student']> | null | undefined) {
  const name = `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim();
  return name || UNKNOWN_STUDENT;
}

/** A missing student id, class or section reads N/A. */
export const orNotAvailable = (value: string | null | undefined) => value || 'N/A';
