import { absenteeApi } from '@rollcall/contract/absentee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getScheduleInfo = (signal?: AbortSignal) =>
  apiClient.call(absenteeApi.scheduleInfo, { signal });

export const getScheduleInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.absentee.scheduleInfo,
    queryFn: ({ signal }) => getScheduleInfo(signal),
  });

export function useScheduleInfo() {
  return useQuery(getScheduleInfoQueryOptions());
}
