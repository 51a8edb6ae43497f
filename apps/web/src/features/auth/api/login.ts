import type { LoginBody, LoginResponse } from '@rollcall/contract/auth';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getActingSchoolId, restoreActingSchool } from '@/lib/acting-school';
import { apiClient } from '@/lib/api-client';
import { loadAuthContract, USER_QUERY_KEY } from '@/lib/auth';
import { storeAccessToken } from '@/lib/tokens';

export async function login(body: LoginBody) {
  const { authApi } = await loadAuthContract();
  return apiClient.call(authApi.login, { body });
}

/** Keeps the session a sign-in (either step) answered with. */
export function startLocalSession(
  queryClient: QueryClient,
  { accessToken, user }: LoginResponse,
): void {
  // The refresh token came as an HttpOnly cookie, out of this page's reach.
  storeAccessToken(accessToken);
  // The school this user last chose in this browser acts from their first screen (issue 41).
  restoreActingSchool(user._id);
  queryClient.setQueryData(USER_QUERY_KEY, user);
  // The sign-in named no school: its role is the account's highest, not the one there.
  if (getActingSchoolId()) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}

/** The password step: a session, or a challenge for the code step when 2FA is on. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if ('accessToken' in result) startLocalSession(queryClient, result);
    },
  });
}
