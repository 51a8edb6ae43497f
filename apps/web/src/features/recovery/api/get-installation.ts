import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Whether nothing has been made here yet (public: the sign-in page reads it). */
export const getInstallationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.installation,
    // The contract (and zod) loads as the sign-in page asks, not before it is drawn (issue 28).
    queryFn: async ({ signal }) => {
      const { recoveryKeyApi } = await import('@rollcall/contract/recovery-key');
      return apiClient.call(recoveryKeyApi.installation, { signal });
    },
    retry: false,
    staleTime: 60_000,
  });

export const useInstallation = () => useQuery(getInstallationQueryOptions());
