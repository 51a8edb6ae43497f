import { absenteeApi } from '@rollcall/contract/absentee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ABSENTEE_QUERY_KEY } from './get-absent-students';

export const getScheduleInfo = (signal?: AbortSignal) =>
  apiClient.call(absenteeApi.scheduleInfo, { signal });

export const getScheduleInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...ABSENTEE_QUERY_KEY, 'schedule-info'],
    queryFn: ({ signal }) => getScheduleInfo(signal),
  });

export function useScheduleInfo() {
  return useQuery(getScheduleInfoQueryOptions());
}
