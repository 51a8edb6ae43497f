import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsApi } from '@rollcall/contract/settings';
import { apiClient } from '@/lib/api-client';

/** Shown on ID cards until GET /settings/school answers (or when it cannot). */
export const FALLBACK_SCHOOL_NAME = 'Rollcall School';

export const getSchoolInfo = (signal?: AbortSignal) =>
  apiClient.call(settingsApi.school, { signal });

export const getSchoolInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'school'],
    queryFn: ({ signal }) => getSchoolInfo(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The school's name, or the fallback while loading or when the settings cannot be read. */
export function useSchoolName(): string {
  const { data } = useQuery(getSchoolInfoQueryOptions());
  return data?.schoolName.trim() || FALLBACK_SCHOOL_NAME;
}
