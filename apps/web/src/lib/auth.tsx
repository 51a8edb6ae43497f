import { authApi } from '@rollcall/contract/auth';
import type { User } from '@rollcall/contract/users';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { clearTokens, getAccessToken, getRefreshToken } from './tokens';

/**
 * The signed-in user, or null when there is no session. When the server refuses the stored
 * tokens they are cleared; when it cannot be reached (or the page is leaving) they are kept, as
 * nothing says they are bad.
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  if (!getAccessToken()) return null;
  try {
    const { user } = await apiClient.call(authApi.me, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) clearTokens();
    return null;
  }
}

const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: Infinity,
  retry: false,
});

export const getMeQueryOptions = () => meQueryOptions;
export const USER_QUERY_KEY = meQueryOptions.queryKey;

export function useUser() {
  return useQuery(getMeQueryOptions());
}

/** The user inside the auth gate, where a session is guaranteed. */
export function useCurrentUser(): User {
  const { data } = useUser();
  if (!data) throw new Error('useCurrentUser is only available behind the auth gate');
  return data;
}

/** Forgets the session in this browser: tokens, the user and every cached answer. */
export function endLocalSession(queryClient: QueryClient): void {
  clearTokens();
  queryClient.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(USER_QUERY_KEY),
  });
  queryClient.setQueryData(USER_QUERY_KEY, null);
}

export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken() ?? undefined;
  try {
    await apiClient.call(authApi.logout, { body: { refreshToken } });
  } catch {
    // Signing out locally must work even when the server cannot be reached.
  }
}

/** Ends the session on the server, then locally; the auth gate then shows /login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    endLocalSession(queryClient);
  }, [queryClient]);
}

export function AuthGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullScreenLoader label="Loading your session" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
