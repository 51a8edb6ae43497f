import { DEFAULT_TIMEZONE, settingsApi } from '@rollcall/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import { apiClient } from '@/lib/api-client';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

/** Dates and times on screen are the school's, whatever zone the browser is in. */
export const getSchoolInfoDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'school', 'details'],
    queryFn: ({ signal }) => apiClient.call(settingsApi.school, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The school's time zone: undefined while the settings load, the default zone when they cannot
 * be read (so that a screen never waits forever).
 */
export function useSchoolTimezone(): string | undefined {
  const { data, isPending } = useQuery(getSchoolInfoDetailsQueryOptions());
  if (data) return data.timezone;
  return isPending ? undefined : DEFAULT_TIMEZONE;
}

/** Today's calendar date (yyyy-mm-dd) at the school. */
export const schoolToday = (timezone: string) => dayjs().tz(timezone).format('YYYY-MM-DD');

/** The school's wall-clock time (HH:mm) at an instant, as the server writes it. */
export const formatSchoolTime = (iso: string, timezone: string) =>
  dayjs(iso).tz(timezone).format('HH:mm');

/** The school's wall-clock time with seconds, for "last updated" stamps. */
export const formatSchoolClock = (instant: number | string, timezone: string) =>
  dayjs(instant).tz(timezone).format('HH:mm:ss');

/** A calendar date (yyyy-mm-dd) as "Mar 5, 2026"; it is already the school's day. */
export const formatCalendarDate = (date: string) => dayjs(date).format('MMM D, YYYY');

/** A calendar date written out in full: "Monday, March 5, 2026". */
export const formatLongDate = (date: string) => dayjs(date).format('dddd, MMMM D, YYYY');
