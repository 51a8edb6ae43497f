import { settingsApi } from '@rollcall/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const SETTINGS_QUERY_KEY = ['settings', 'all'] as const;

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(settingsApi.get, { signal }),
    select: (data) => data.settings,
  });

/** The full settings (admins only; teachers get 403 and see the school information instead). */
export const useSettings = () => useQuery(getSettingsQueryOptions());
