import type { Role } from '@rollcall/contract/roles';
import type { SORT_ORDERS } from '@rollcall/contract/common';
import { usersApi, type USER_SORT_FIELDS } from '@rollcall/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UsersListParams = {
  page: number;
  limit: number;
  search: string;
  role: Role | undefined;
  isActive: 'true' | 'false' | undefined;
  sortBy: (typeof USER_SORT_FIELDS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
};

export const getUsers = (params: UsersListParams, signal?: AbortSignal) =>
  apiClient.call(usersApi.list, { query: params, signal });

export const getUsersQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersListParams) {
  return useQuery(getUsersQueryOptions(params));
}
