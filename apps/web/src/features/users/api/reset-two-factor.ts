import { twoFactorApi } from '@rollcall/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export const resetTwoFactor = (id: string) =>
  apiClient.call(twoFactorApi.reset, { params: { id } });

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
