import { reportsApi, type CreateReportBody } from '@rollcall/contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type ReportList } from './get-reports';
import { queryKeys } from '@/lib/query-keys';

const { create } = reportsApi;

/** The server answers 202 at once with the report Processing; the file is made in the background. */
export const createReport = (body: CreateReportBody) => apiClient.call(create, { body });

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // The answer is the new report as the server stored it: it heads Recent Reports at once,
    // Processing, while the list is fetched again (and then polled until it is Ready).
    onSuccess: ({ report }) =>
      queryClient.setQueryData<ReportList>(queryKeys.reports.list, (list) =>
        list
          ? { reports: [report, ...list.reports.filter((item) => item.id !== report.id)] }
          : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.list }),
  });
}
