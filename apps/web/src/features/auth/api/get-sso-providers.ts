import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The sign-in page's provider buttons (public), each with the address that starts its sign-in.
 * The contract (and zod) loads as the page asks, not before it is drawn (issue 28).
 */
export const getSignInProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ssoProviders.signIn,
    queryFn: async ({ signal }) => {
      const { ssoApi } = await import('@rollcall/contract/sso');
      const { providers } = await apiClient.call(ssoApi.providers, { signal });
      return providers.map((provider) => ({
        ...provider,
        startUrl: `${API_PREFIX}${pathOf(ssoApi.start, { id: provider.id })}`,
      }));
    },
    retry: false,
    staleTime: 60_000,
  });

export const useSignInProviders = () => useQuery(getSignInProvidersQueryOptions());
