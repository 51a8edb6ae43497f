import type { SignedInUser } from '@rollcall/contract/auth';
import { twoFactorApi, type EnableTwoFactorBody } from '@rollcall/contract/two-factor';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

export const enableTwoFactor = (body: EnableTwoFactorBody) =>
  apiClient.call(twoFactorApi.enable, { body });

/** The signed-in user's own two-factor state, as the server now has it. */
export function setOwnTwoFactor(queryClient: QueryClient, isEnabled: boolean): void {
  queryClient.setQueryData<SignedInUser | null>(USER_QUERY_KEY, (current) =>
    current
      ? {
          ...current,
          twoFactorEnabled: isEnabled,
          twoFactorSetupRequired: isEnabled ? false : current.twoFactorSetupRequired,
        }
      : current,
  );
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => setOwnTwoFactor(queryClient, true),
  });
}
