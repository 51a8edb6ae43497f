import { reportsApi } from '@rollcall/contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const { stats } = reportsApi;

export const getReportStats = (signal?: AbortSignal) => apiClient.call(stats, { signal });

export const getReportStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reports.stats,
    queryFn: ({ signal }) => getReportStats(signal),
    staleTime: 0,
  });

export function useReportStats() {
  return useQuery(getReportStatsQueryOptions());
}
