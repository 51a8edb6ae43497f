import { nudgesApi } from '@rollcall/contract/interventions/outreach';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Nudges now, or (dry) who would get one; a send shows in the absentee screen's message log. */
export const sendNudges = (dryRun: boolean) => apiClient.call(nudgesApi.send, { body: { dryRun } });

export function useSendNudges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNudges,
    onSuccess: (_result, dryRun) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.absentee.all }),
  });
}
