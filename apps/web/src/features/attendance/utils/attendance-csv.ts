import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { attendanceCsvCells } from '@rollcall/contract/attendance-csv';
import { csvLine } from '@rollcall/contract/csv';
import { attendanceExportIn } from '@rollcall/contract/i18n/attendance-export';
import type { Language } from '@rollcall/contract/languages';
import { formatSchoolTime } from '@/lib/school-time';
import { studentNameOf } from './record-display';

/**
 * The same columns, cell texts and writing as the server's CSV export (contract csv), in the
 * screens' language as the server's export is in its reader's.
 */
export function buildAttendanceCsv(
  records: AttendanceRecord[],
  timezone: string,
  language: Language = 'en',
): string {
  const { columns, texts } = attendanceExportIn(language);
  const lines = records.map((record) =>
    csvLine(
      attendanceCsvCells(
        {
          date: record.schoolDate,
          time: formatSchoolTime(record.scanTime, timezone),
          studentName: studentNameOf(record.student, texts),
          studentId: record.student.studentId,
          class: record.student.class,
          section: record.student.section,
          status: record.status,
          timeWindow: record.timeWindow,
          minutesLate: record.minutesLate,
          location: record.location,
          checkOutTime: record.checkOut && formatSchoolTime(record.checkOut.time, timezone),
          checkOutIsEarly: record.checkOut?.isEarly,
        },
        texts,
      ),
    ),
  );
  return csvLine(columns) + lines.join('');
}
