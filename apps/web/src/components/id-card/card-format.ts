import type { Language } from '@rollcall/contract/languages';
import dayjs from 'dayjs';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Short month, day and year in a language; in UTC for a calendar day, which no zone may move. */
const shortFormat = (language: Language, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/**
 * A date as cards print it, as the server's PDF does (`shared/short-date.ts`): short month, day
 * and year in the card's language ("May 1, 2010", "1 may 2010", "1 mai 2010"); undefined when
 * missing or not a date. A calendar day (yyyy-mm-dd) is read in UTC; an instant (today) is the
 * reader's day.
 */
export function cardDate(value: string | Date | undefined, language: Language): string | undefined {
  if (!value) return undefined;
  const isDay = typeof value === 'string' && CALENDAR_DATE.test(value);
  const date = isDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // Date reads 2026-02-30 as March 2: a day that does not exist is not a date.
  if (isDay && date.toISOString().slice(0, 10) !== value) return undefined;
  return shortFormat(language, isDay ? 'UTC' : undefined).format(date);
}

/** "December 2027", "diciembre de 2027", "décembre 2027": the month a card is valid until. */
export const cardMonth = (year: number, monthIndex: number, language: Language) =>
  new Date(Date.UTC(year, monthIndex, 15)).toLocaleDateString(language, {
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
