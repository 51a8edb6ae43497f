import { usersApi } from '@rollcall/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export const getUserStats = (signal?: AbortSignal) => apiClient.call(usersApi.stats, { signal });

export const getUserStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'stats'],
    queryFn: ({ signal }) => getUserStats(signal),
  });

export function useUserStats() {
  return useQuery(getUserStatsQueryOptions());
}
