import { usersApi } from '@rollcall/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getUserStats = (signal?: AbortSignal) => apiClient.call(usersApi.stats, { signal });

export const getUserStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.users.stats,
    queryFn: ({ signal }) => getUserStats(signal),
  });

export function useUserStats() {
  return useQuery(getUserStatsQueryOptions());
}
