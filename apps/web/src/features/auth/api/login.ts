import { authApi, type LoginBody } from '@rollcall/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { storeTokens } from '@/lib/tokens';

export const login = (body: LoginBody) => apiClient.call(authApi.login, { body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ accessToken, refreshToken, user }) => {
      storeTokens({ accessToken, refreshToken });
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}
