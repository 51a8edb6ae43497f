import { systemApi, type MaintenanceBody } from '@rollcall/contract/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getMaintenanceQueryOptions } from '@/lib/maintenance';

export const setMaintenance = (body: MaintenanceBody) =>
  apiClient.call(systemApi.setMaintenance, { body });

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: ({ enabled, message, isCustom }) =>
      queryClient.setQueryData(getMaintenanceQueryOptions().queryKey, {
        enabled,
        message,
        isCustom,
      }),
  });
}
