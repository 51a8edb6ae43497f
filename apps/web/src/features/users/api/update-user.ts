import { usersApi, type UpdateUserBody } from '@rollcall/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  apiClient.call(usersApi.update, { params: { id }, body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      // An admin editing their own row also changes the header's name and role.
      queryClient.setQueryData(USER_QUERY_KEY, (current) =>
        current && current._id === user._id ? { ...current, ...user } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
