import { usersApi, type CreateUserBody } from '@rollcall/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export const createUser = (body: CreateUserBody) => apiClient.call(usersApi.create, { body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
