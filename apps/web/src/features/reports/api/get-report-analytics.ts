import { reportsApi, type AnalyticsQuery } from '@rollcall/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const { analytics } = reportsApi;

/** Without dates the server answers for the last 30 days at the school. */
export const getReportAnalytics = (query: AnalyticsQuery, signal?: AbortSignal) =>
  apiClient.call(analytics, { query, signal });

export const getReportAnalyticsQueryOptions = (query: AnalyticsQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.analytics(query),
    queryFn: ({ signal }) => getReportAnalytics(query, signal),
    // A new filter keeps the previous charts on screen until its figures arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useReportAnalytics(query: AnalyticsQuery) {
  return useQuery(getReportAnalyticsQueryOptions(query));
}
