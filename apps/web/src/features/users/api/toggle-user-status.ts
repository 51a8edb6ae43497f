import { usersApi } from '@rollcall/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export const toggleUserStatus = (id: string) =>
  apiClient.call(usersApi.toggleStatus, { params: { id } });

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
