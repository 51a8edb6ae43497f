import { profileApi } from '@rollcall/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export const getSessions = (signal?: AbortSignal) =>
  apiClient.call(profileApi.sessions, { signal });

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });

export function useSessions({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getSessionsQueryOptions(), enabled: isEnabled });
}
