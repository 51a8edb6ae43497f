import { MessageSchema } from '@rollcall/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export const deleteSession = (id: string) =>
  apiClient.delete(`/auth/sessions/${encodeURIComponent(id)}`, MessageSchema);

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
