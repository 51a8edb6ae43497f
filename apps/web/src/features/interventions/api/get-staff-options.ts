import { usersApi } from '@rollcall/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Active staff by name: whom an admin may assign a case to (the users list's largest page). */
const STAFF_QUERY = {
  page: 1,
  limit: 100,
  isActive: 'true',
  sortBy: 'name',
  sortOrder: 'asc',
} as const;

export type StaffOption = { value: string; label: string };

export const getStaffOptions = async (signal?: AbortSignal): Promise<StaffOption[]> => {
  const { users } = await apiClient.call(usersApi.list, { query: STAFF_QUERY, signal });
  return users.map((user) => ({ value: user._id, label: user.name }));
};

export const getStaffOptionsQueryOptions = () =>
  queryOptions({
    // Under the users' key, so adding or deactivating a user refreshes it.
    queryKey: queryKeys.users.list({ ...STAFF_QUERY, purpose: 'case-assignees' }),
    queryFn: ({ signal }) => getStaffOptions(signal),
  });

export function useStaffOptions(isEnabled: boolean) {
  return useQuery({ ...getStaffOptionsQueryOptions(), enabled: isEnabled });
}
