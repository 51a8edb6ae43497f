import {
  formatCheckOut,
  formatMinutesLate,
  formatStatus,
  formatTimeWindow,
} from '@rollcall/contract/attendance-csv';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import type { ContractTranslations } from '@rollcall/contract/i18n/catalogue';
import { attendanceExportFrom } from '@rollcall/contract/i18n/attendance-export-texts';
import { useTranslation } from 'react-i18next';
import { studentNameOf } from '../utils/record-display';

type TimeWindow = NonNullable<AttendanceRecord['timeWindow']>;
type Status = AttendanceRecord['status'];

/**
 * A record's values as the screens write them, in their language: the words of the attendance
 * export (the contract's `attendanceCsv`), so that the screen and its file read the same.
 */
export function useRecordDisplay() {
  const { i18n } = useTranslation('contract');
  // The contract's texts in the language on screen, as i18next holds them (loaded before the first
  // render): not `attendanceExportIn`, which would bundle every language's catalogue.
  const { texts } = attendanceExportFrom(
    i18n.getResourceBundle(i18n.language, 'contract') as ContractTranslations,
  );
  return {
    nameOf: (student: Partial<AttendanceRecord['student']> | null | undefined) =>
      studentNameOf(student, texts),
    orNotAvailable: (value: string | null | undefined) => value || texts.notApplicable,
    minutesLate: (minutes: number | null | undefined) => formatMinutesLate(minutes, texts),
    timeWindow: (window: TimeWindow | null | undefined) => formatTimeWindow(window, texts),
    checkOut: (time: string, isEarly: boolean) => formatCheckOut(time, isEarly, texts),
    status: (status: Status) => formatStatus(status, texts),
  };
}
