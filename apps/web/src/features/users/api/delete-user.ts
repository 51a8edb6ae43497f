import { usersApi } from '@rollcall/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export const deleteUser = (id: string) => apiClient.call(usersApi.delete, { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
