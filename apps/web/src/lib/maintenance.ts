import type { MaintenanceState } from '@rollcall/contract/system';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** How often a screen that waits for maintenance to end asks again. */
const MAINTENANCE_POLL_MS = 30_000;

/** Whether the school is in maintenance mode, and its message (public: the sign-in page reads it). */
export const getMaintenanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.maintenance,
    // The system contract (and zod) loads as the sign-in page asks, not before it is drawn.
    queryFn: async ({ signal }) => {
      const { systemApi } = await import('@rollcall/contract/system');
      return apiClient.call(systemApi.maintenance, { signal });
    },
    retry: false,
  });

export const useMaintenance = (options: { isPolling?: boolean } = {}) =>
  useQuery({
    ...getMaintenanceQueryOptions(),
    refetchInterval: options.isPolling ? MAINTENANCE_POLL_MS : false,
  });

/** A 503 MAINTENANCE answer tells as much as GET /maintenance would: remember it. */
export function noteMaintenance(queryClient: QueryClient, message: string): void {
  queryClient.setQueryData<MaintenanceState>(getMaintenanceQueryOptions().queryKey, (known) => ({
    enabled: true,
    message,
    // A refusal does not say whose words these are; only a form shows the difference, and it reads
    // GET /maintenance.
    isCustom: known?.isCustom ?? false,
  }));
}
