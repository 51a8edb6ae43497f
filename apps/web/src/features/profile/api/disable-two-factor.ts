import { twoFactorApi, type DisableTwoFactorBody } from '@rollcall/contract/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { setOwnTwoFactor } from './enable-two-factor';

export const disableTwoFactor = (body: DisableTwoFactorBody) =>
  apiClient.call(twoFactorApi.disable, { body });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    // Turning it off may leave an admin held by the school's requirement: ask the server.
    onSuccess: () => {
      setOwnTwoFactor(queryClient, false);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
