import { interventionsApi } from '@rollcall/contract/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Evaluates the rules now (admins); the list, the open case and the bell refresh after. */
export const checkRules = () => apiClient.call(interventionsApi.check);

export function useCheckRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRules,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.interventions.all }),
  });
}
