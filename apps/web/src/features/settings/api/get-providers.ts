import { settingsApi } from '@rollcall/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Which e-mail and SMS providers the server was started with (read from its environment). */
export const getProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.providers,
    queryFn: ({ signal }) => apiClient.call(settingsApi.providers, { signal }),
    // The environment changes only when the server restarts.
    staleTime: 5 * 60_000,
  });

export const useProviders = () => useQuery(getProvidersQueryOptions());
