import { reportsApi } from '@rollcall/contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Every reports answer lives under this key; Refresh and Try Again reload them all. */
export const REPORTS_QUERY_KEY = ['reports'] as const;

const { stats } = reportsApi;

export const getReportStats = (signal?: AbortSignal) => apiClient.call(stats, { signal });

export const getReportStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getReportStats(signal),
    staleTime: 0,
  });

export function useReportStats() {
  return useQuery(getReportStatsQueryOptions());
}
