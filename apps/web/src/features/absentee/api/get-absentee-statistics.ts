import { absenteeApi } from '@rollcall/contract/absentee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ABSENTEE_QUERY_KEY } from './get-absent-students';

/** Without dates the server answers for the last ABSENTEE_STATS_DAYS days at the school. */
export const getAbsenteeStatistics = (signal?: AbortSignal) =>
  apiClient.call(absenteeApi.statistics, { signal });

export const getAbsenteeStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: [...ABSENTEE_QUERY_KEY, 'statistics'],
    queryFn: ({ signal }) => getAbsenteeStatistics(signal),
  });

export function useAbsenteeStatistics() {
  return useQuery(getAbsenteeStatisticsQueryOptions());
}
