import { reportsApi } from '@rollcall/contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { REPORT_LIST_QUERY_KEY } from './get-reports';

const { remove } = reportsApi;

export const deleteReport = (id: string) => apiClient.call(remove, { params: { id } });

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORT_LIST_QUERY_KEY }),
  });
}
