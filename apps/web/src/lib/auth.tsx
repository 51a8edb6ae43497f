import type { SignedInUser } from '@rollcall/contract/auth';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { MaintenanceScreen } from '@/components/layouts/maintenance-screen';
import { PASSWORD_CHANGE_PATH, TWO_FACTOR_SETUP_PATH } from '@/config/navigation';
import { forgetActingSchool, getActingSchoolId, restoreActingSchool } from './acting-school';
import { apiClient, restoreSession } from './api-client';
import { ApiError } from './api-error';
import { getMaintenanceQueryOptions } from './maintenance';
import { clearTokens } from './tokens';
import { queryKeys } from './query-keys';

/**
 * The auth endpoints and their schemas, loaded when first called: a visitor with no session sees
 * the sign-in page before zod has even loaded (issue 28).
 */
export const loadAuthContract = () => import('@rollcall/contract/auth');

/**
 * The signed-in user, or null when there is no session. After a reload the access token is gone
 * with the page's memory: the refresh cookie brings a new one first (no cookie, or a refused one,
 * is simply signed out). When the server refuses the session it is forgotten; when it cannot be
 * reached (or the page is leaving) the note that there is one is kept, as nothing says it is bad.
 */
export async function getMe(signal?: AbortSignal): Promise<SignedInUser | null> {
  try {
    if (!(await restoreSession())) return null;
    const { authApi } = await loadAuthContract();
    const askedAt = getActingSchoolId();
    const { user } = await apiClient.call(authApi.me, { signal });
    restoreActingSchool(user._id);
    if (getActingSchoolId() === askedAt) return user;
    // Asked before anyone was known, naming no school, the role is the account's highest: the
    // school this user last chose here acts now, and the screens follow their role there.
    return (await apiClient.call(authApi.me, { signal })).user;
  } catch (error) {
    // Maintenance mode says nothing against the tokens: the gate shows its screen and waits.
    if (error instanceof ApiError && error.code === 'MAINTENANCE') throw error;
    if (error instanceof ApiError && !error.isNetworkError) clearTokens();
    return null;
  }
}

const meQueryOptions = queryOptions({
  queryKey: queryKeys.auth.me,
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
export function useCurrentUser(): SignedInUser {
  const { data } = useUser();
  if (!data) throw new Error('useCurrentUser is only available behind the auth gate');
  return data;
}

/**
 * Forgets the session in this browser: tokens, the user, the acting school (its choice stays
 * remembered for that user alone) and every cached answer.
 */
export function endLocalSession(queryClient: QueryClient): void {
  clearTokens();
  forgetActingSchool();
  queryClient.removeQueries({
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(USER_QUERY_KEY),
  });
  queryClient.setQueryData(USER_QUERY_KEY, null);
}

/** The server ends the session of the access token and of the cookie, and clears the cookie. */
export async function logout(): Promise<void> {
  try {
    const { authApi } = await loadAuthContract();
    await apiClient.call(authApi.logout, { body: {} });
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
  const { data: user, isPending, error } = useUser();
  // Only what a 503 answer left in the cache (api-client → noteMaintenance): no extra request.
  const { data: maintenance } = useQuery({ ...getMaintenanceQueryOptions(), enabled: false });
  const location = useLocation();
  const signOut = useLogout();
  if (isPending) return <FullScreenLoader label="Loading your session" />;
  const isMaintenanceRefusal = error instanceof ApiError && error.code === 'MAINTENANCE';
  if (isMaintenanceRefusal || (user && user.role !== 'admin' && maintenance?.enabled)) {
    return (
      <MaintenanceScreen
        message={maintenance?.message ?? error?.message ?? ''}
        onSignOut={() => void signOut()}
      />
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  // The server refuses everything else to them until then; the app shows nothing else.
  if (user.passwordChangeRequired) {
    return location.pathname === PASSWORD_CHANGE_PATH ? (
      children
    ) : (
      <Navigate to={PASSWORD_CHANGE_PATH} replace />
    );
  }
  if (user.twoFactorSetupRequired && location.pathname !== TWO_FACTOR_SETUP_PATH) {
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  }
  return children;
}
