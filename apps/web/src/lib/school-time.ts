/**
 * Dates and times on screen are the school's, whatever zone the browser is in. The zone comes
 * from `useSchoolTimezone` (lib/school-info.ts); nothing here fetches.
 */
import { longSchoolDate } from '@rollcall/contract/languages';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';

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

/** The school's calendar day of an instant: "Nov 21, 2026". */
export const formatSchoolDate = (iso: string, timezone: string) =>
  dayjs(iso).tz(timezone).format('MMM D, YYYY');

/** An instant at the school: "Nov 21, 2026 · 14:05". */
export const formatSchoolInstant = (iso: string, timezone: string) =>
  dayjs(iso).tz(timezone).format('MMM D, YYYY · HH:mm');

/** A calendar date (yyyy-mm-dd) as "Mar 5, 2026"; it is already the school's day. */
export const formatCalendarDate = (date: string) => dayjs(date).format('MMM D, YYYY');

/**
 * A calendar date written out in full: "Monday, March 5, 2026" — the contract's `longSchoolDate`,
 * as guardian messages and their preview write it.
 */
export const formatLongDate = (date: string) => longSchoolDate(date, 'en');
