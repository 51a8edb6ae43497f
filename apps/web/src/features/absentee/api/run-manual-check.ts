import { absenteeApi } from '@rollcall/contract/absentee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The date is today's as the screen sees it; the server refuses any other day. */
export const runManualCheck = (date: string) =>
  apiClient.call(absenteeApi.manualCheck, { body: { date } });

export function useRunManualCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runManualCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.absentee.all }),
  });
}
