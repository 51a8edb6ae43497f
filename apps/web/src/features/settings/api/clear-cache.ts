import { systemApi } from '@rollcall/contract/system';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Drops whatever the server caches (settings, maintenance state, keys it holds in memory). */
export const useClearCache = () =>
  useMutation({ mutationFn: () => apiClient.call(systemApi.clearCache) });
