import { twoFactorApi } from '@rollcall/contract/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const setupTwoFactor = () => apiClient.call(twoFactorApi.setup);

/** A new secret to put into the authenticator app (not on until confirmed with a code). */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
