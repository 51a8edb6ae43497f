import { authApi, type TwoFactorLoginBody } from '@rollcall/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { startLocalSession } from './login';

export const loginTwoFactor = (body: TwoFactorLoginBody) =>
  apiClient.call(authApi.loginTwoFactor, { body });

/** The code step of a sign-in with two-factor authentication. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (session) => startLocalSession(queryClient, session),
  });
}
