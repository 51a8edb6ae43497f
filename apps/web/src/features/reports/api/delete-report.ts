import { reportsApi } from '@rollcall/contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const { remove } = reportsApi;

export const deleteReport = (id: string) => apiClient.call(remove, { params: { id } });

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.list }),
  });
}
