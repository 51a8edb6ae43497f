import { reportsApi, type ReportItem } from '@rollcall/contract/reports';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const { list } = reportsApi;

/** How often Recent Reports looks again while a report is being made. */
export const PROCESSING_POLL_MS = 2000;

export type ReportList = z.output<typeof list.response>;

/** The newest reports first (the server's default count). */
export const getReports = (signal?: AbortSignal) => apiClient.call(list, { signal });

const isProcessing = (reports: ReportItem[] | undefined) =>
  reports?.some((report) => report.status === 'Processing') === true;

export const getReportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reports.list,
    queryFn: ({ signal }) => getReports(signal),
    staleTime: 0,
    // Recent Reports refreshes by itself while a report is Processing, and stops once none is.
    refetchInterval: (query) =>
      isProcessing(query.state.data?.reports) ? PROCESSING_POLL_MS : false,
  });

/** Listing reports is for admins: teachers never send the request. */
export function useReports({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getReportsQueryOptions(), enabled: isEnabled });
}
