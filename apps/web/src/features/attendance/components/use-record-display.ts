import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { useTranslation } from 'react-i18next';
import { studentNameOf } from '../utils/record-display';

type TimeWindow = NonNullable<AttendanceRecord['timeWindow']>;
type Status = AttendanceRecord['status'];

/**
 * A record's values as the screens write them, in their language: the contract's formatters
 * (formatMinutesLate, formatTimeWindow…) write the CSV's English, which stays as the server's.
 */
export function useRecordDisplay() {
  const { t } = useTranslation('attendance');
  const notAvailable = t('values.notAvailable');
  return {
    nameOf: (student: Partial<AttendanceRecord['student']> | null | undefined) =>
      studentNameOf(student, t('values.unknownStudent')),
    orNotAvailable: (value: string | null | undefined) => value || notAvailable,
    minutesLate: (minutes: number | null | undefined) =>
      minutes && minutes > 0 ? t('values.minutesLate', { minutes }) : t('values.onTime'),
    timeWindow: (window: TimeWindow | null | undefined) =>
      window ? t(`values.timeWindows.${window}`) : notAvailable,
    checkOut: (time: string, isEarly: boolean) =>
      isEarly ? t('values.checkOutEarly', { time }) : time,
    status: (status: Status) => t(`values.statuses.${status}`),
  };
}
