import { profileApi } from '@rollcall/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteSession = (id: string) =>
  apiClient.call(profileApi.endSession, { params: { id } });

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.sessions }),
  });
}
