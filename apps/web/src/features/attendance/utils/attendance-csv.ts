import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { ATTENDANCE_CSV_COLUMNS, attendanceCsvCells } from '@rollcall/contract/attendance-csv';
import { csvLine } from '@rollcall/contract/csv';
import { formatSchoolTime } from '@/lib/school-time';
import { studentNameOf } from './record-display';

/** The same columns, cell texts and writing as the server's CSV export (contract csv). */
export function buildAttendanceCsv(records: AttendanceRecord[], timezone: string): string {
  const lines = records.map((record) =>
    csvLine(
      attendanceCsvCells({
        date: record.schoolDate,
        time: formatSchoolTime(record.scanTime, timezone),
        studentName: studentNameOf(record.student),
        studentId: record.student.studentId,
        class: record.student.class,
        section: record.student.section,
        status: record.status,
        timeWindow: record.timeWindow,
        minutesLate: record.minutesLate,
        location: record.location,
        checkOutTime: record.checkOut && formatSchoolTime(record.checkOut.time, timezone),
        checkOutIsEarly: record.checkOut?.isEarly,
      }),
    ),
  );
  return csvLine(ATTENDANCE_CSV_COLUMNS) + lines.join('');
}
