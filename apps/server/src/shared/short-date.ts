import { perLanguage, type Language } from '@rollcall/contract/languages';

const shortDateFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A calendar day (`2010-05-01`) as the spec prints dates on cards and in PDFs: short month, day
 * and year in the reader's language (`May 1, 2010`, `1 may 2010`, `1 mai 2010`). The day is
 * read in UTC so that no time zone moves it. Anything that is not a day is printed as it is.
 */
export function shortDate(day: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  // Date reads 2026-02-30 as March 2: a day that does not exist is printed as it was given.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return day;
  return shortDateFormat(language).format(date);
}
