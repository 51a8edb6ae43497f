import { DEFAULT_TIMEZONE, settingsApi } from '@rollcall/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** Shown on ID cards until GET /settings/school answers (or when it cannot). */
export const FALLBACK_SCHOOL_NAME = 'Rollcall School';

/**
 * The school's public details (name, contact, time zone): one query and one cache for every
 * screen that needs any of them.
 */
export const getSchoolInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.school,
    queryFn: ({ signal }) => apiClient.call(settingsApi.school, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSchoolInfo = () => useQuery(getSchoolInfoQueryOptions());

/**
 * The school's time zone: undefined while the settings load, the default zone when they cannot
 * be read (so that a screen never waits forever). Dates and times on screen are the school's,
 * whatever zone the browser is in.
 */
export function useSchoolTimezone(): string | undefined {
  const { data, isPending } = useSchoolInfo();
  if (data) return data.timezone;
  return isPending ? undefined : DEFAULT_TIMEZONE;
}

/** The school's name, or the fallback while loading or when the settings cannot be read. */
export function useSchoolName(): string {
  const { data } = useSchoolInfo();
  return data?.schoolName.trim() || FALLBACK_SCHOOL_NAME;
}
