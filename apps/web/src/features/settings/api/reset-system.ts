import { systemApi, type ResetBody } from '@rollcall/contract/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const resetSystem = (body: ResetBody) => apiClient.call(systemApi.reset, { body });

/** Erases the school's records; every screen's cached data is stale after it. */
export function useResetSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSystem,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
