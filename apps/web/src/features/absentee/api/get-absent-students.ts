import { absenteeApi } from '@rollcall/contract/absentee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Everything on the absentee screen sits under this key, so one invalidation refreshes it all. */
export const ABSENTEE_QUERY_KEY = ['absentee'] as const;

export const getAbsentStudents = (date: string, signal?: AbortSignal) =>
  apiClient.call(absenteeApi.absentStudents, { query: { date }, signal });

export const getAbsentStudentsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...ABSENTEE_QUERY_KEY, 'absent-students', date],
    queryFn: ({ signal }) => getAbsentStudents(date, signal),
  });

export function useAbsentStudents(date: string) {
  return useQuery(getAbsentStudentsQueryOptions(date));
}
