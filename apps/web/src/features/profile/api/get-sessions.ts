import { profileApi } from '@rollcall/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSessions = (signal?: AbortSignal) =>
  apiClient.call(profileApi.sessions, { signal });

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.sessions,
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });

export function useSessions({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...getSessionsQueryOptions(), enabled: isEnabled });
}
