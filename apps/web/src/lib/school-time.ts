/**
 * Dates and times on screen are the school's, whatever zone the browser is in, and written the way
 * the screens' language writes them. The zone comes from `useSchoolTimezone` (lib/school-info.ts);
 * nothing here fetches.
 */
import { longSchoolDate } from '@rollcall/contract/languages';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import { currentLanguage, currentLocale } from '@/i18n/language';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

/** Today's calendar date (yyyy-mm-dd) at the school. */
export const schoolToday = (timezone: string) => dayjs().tz(timezone).format('YYYY-MM-DD');

/** The school's wall-clock time (HH:mm) at an instant, as the server writes it. */
export const formatSchoolTime = (iso: string, timezone: string) =>
  dayjs(iso).tz(timezone).format('HH:mm');

/** The school's wall-clock time with seconds, for "last updated" stamps. */
export const formatSchoolClock = (instant: number | string, timezone: string) =>
  dayjs(instant).tz(timezone).format('HH:mm:ss');

const shortDate = (instant: Date, timeZone: string) =>
  instant.toLocaleDateString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });

/** The school's calendar day of an instant: "Nov 21, 2026", "21 nov 2026", "21 nov. 2026". */
export const formatSchoolDate = (iso: string, timezone: string) =>
  shortDate(new Date(iso), timezone);

/** An instant at the school: "Nov 21, 2026 · 14:05". */
export const formatSchoolInstant = (iso: string, timezone: string) =>
  `${formatSchoolDate(iso, timezone)} · ${formatSchoolTime(iso, timezone)}`;

/**
 * A calendar date (yyyy-mm-dd) as "Mar 5, 2026"; it is already the school's day, so it is
 * written at noon UTC in UTC, which no zone can move to another day.
 */
export const formatCalendarDate = (date: string) => shortDate(new Date(`${date}T12:00:00Z`), 'UTC');

/**
 * A calendar date written out in full: "Monday, March 5, 2026" — the contract's `longSchoolDate`,
 * as guardian messages and their preview write it.
 */
export const formatLongDate = (date: string) => longSchoolDate(date, currentLanguage());

/** A count or figure in the screens' language: "1,234" / "1.234" / "1 234". */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  value.toLocaleString(currentLocale(), options);

/** A calendar date (yyyy-mm-dd) without its year, for dates of this year: "Nov 21", "21 nov.". */
export const formatCalendarMonthDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
