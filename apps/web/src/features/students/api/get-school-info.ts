import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** Shown on ID cards until GET /settings/school answers (or when it cannot). */
export const FALLBACK_SCHOOL_NAME = 'Rollcall School';

/** Only what the card prints; the rest of the answer is ignored. */
const SchoolNameSchema = z.object({ schoolName: z.string() });

export const getSchoolInfo = (signal?: AbortSignal) =>
  apiClient.get('/settings/school', SchoolNameSchema, { signal });

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
