import { CALENDAR_DAY_STATES, type CalendarDayState } from '@rollcall/contract/students';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './attendance-calendar.module.css';

/** Each state's look: its class (colour, border) and, beside the colour, a letter or a mark. */
export const DAY_STATE_CLASS: Record<CalendarDayState, string | undefined> = {
  present: classes.present,
  late: classes.late,
  absent: classes.absent,
  upcoming: classes.upcoming,
  'not-enrolled': classes.notEnrolled,
  holiday: classes.holiday,
  weekend: classes.weekend,
  'non-school': classes.nonSchool,
};

/** The key lists what a year can show, in this order; a weekday without school looks as a weekend. */
export const LEGEND_STATES: readonly CalendarDayState[] = CALENDAR_DAY_STATES.filter(
  (state) => state !== 'non-school',
);

/** A state's name and its cell's mark, in the screens' language (the same functions until it changes). */
export function useDayStates() {
  const { t } = useTranslation(['common', 'contract']);
  return useMemo(() => {
    const nameOf = (state: CalendarDayState): string => {
      switch (state) {
        case 'present':
        case 'late':
        case 'absent':
          return t(`contract:attendanceCsv.statuses.${state}`);
        case 'non-school':
          return t('common:notSchoolDay');
        case 'not-enrolled':
          return t('common:attendanceCalendar.states.notEnrolled');
        default:
          return t(`common:attendanceCalendar.states.${state}`);
      }
    };
    const markOf = (state: CalendarDayState): string => {
      switch (state) {
        case 'present':
        case 'late':
        case 'absent':
        case 'holiday':
          return t(`common:attendanceCalendar.letters.${state}`);
        case 'not-enrolled':
          return '–';
        default:
          return '';
      }
    };
    return { nameOf, markOf };
  }, [t]);
}
