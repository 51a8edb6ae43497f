import dayjs from 'dayjs';
import { currentLocale } from '@/i18n/language';
import { formatCalendarDate } from '@/lib/school-time';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Short month, day and year in the screens' language ("Sep 1, 2025", "1 sept. 2025"); undefined
 * when missing or not a date.
 */
export function formatCardDate(value: string | Date | undefined): string | undefined {
  if (!value) return undefined;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return formatCalendarDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "December 2027", "diciembre de 2027", "décembre 2027": the month a card is valid until. */
export const formatCardMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 15)).toLocaleDateString(currentLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Whole years since a yyyy-mm-dd birth date, or undefined when unknown or in the future. */
export function ageInYears(dateOfBirth: string | undefined, today = dayjs()): number | undefined {
  if (!dateOfBirth) return undefined;
  const birth = dayjs(dateOfBirth);
  if (!birth.isValid()) return undefined;
  const age = today.diff(birth, 'year');
  return age >= 0 ? age : undefined;
}

/** Class with its section, as on the card and in the list: "10-B". */
export const classLabel = (student: { class: string; section?: string }) =>
  student.section ? `${student.class}-${student.section}` : student.class;
