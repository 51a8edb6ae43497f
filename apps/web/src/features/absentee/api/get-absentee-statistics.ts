import { absenteeApi } from '@rollcall/contract/absentee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Without dates the server answers for the last ABSENTEE_STATS_DAYS days at the school. */
export const getAbsenteeStatistics = (signal?: AbortSignal) =>
  apiClient.call(absenteeApi.statistics, { signal });

export const getAbsenteeStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.absentee.statistics,
    queryFn: ({ signal }) => getAbsenteeStatistics(signal),
  });

export function useAbsenteeStatistics() {
  return useQuery(getAbsenteeStatisticsQueryOptions());
}
