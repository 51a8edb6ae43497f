import { settingsApi } from '@rollcall/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.all,
    queryFn: ({ signal }) => apiClient.call(settingsApi.get, { signal }),
    select: (data) => data.settings,
  });

/** The full settings (admins only; teachers get 403 and see the school information instead). */
export const useSettings = () => useQuery(getSettingsQueryOptions());
