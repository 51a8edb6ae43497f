import { usersApi } from '@rollcall/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The staff an admin can filter the log by (the first hundred, by name). */
export const getAuditActorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auditLog.actors,
    queryFn: ({ signal }) =>
      apiClient.call(usersApi.list, {
        query: { page: 1, limit: 100, sortBy: 'name', sortOrder: 'asc' },
        signal,
      }),
    select: (data) => data.users.map((user) => ({ value: user._id, label: user.name })),
    staleTime: 60_000,
  });

export const useAuditActors = () => useQuery(getAuditActorsQueryOptions());
