import { absenteeApi } from '@rollcall/contract/absentee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAbsentStudents = (date: string, signal?: AbortSignal) =>
  apiClient.call(absenteeApi.absentStudents, { query: { date }, signal });

export const getAbsentStudentsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.absentee.absentStudents(date),
    queryFn: ({ signal }) => getAbsentStudents(date, signal),
  });

export function useAbsentStudents(date: string) {
  return useQuery(getAbsentStudentsQueryOptions(date));
}
