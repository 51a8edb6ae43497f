import { gateDevicesApi, type CreateGateDeviceBody } from '@rollcall/contract/gate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Last contact and today's scans move while the page is open. */
const GATE_DEVICES_REFRESH_MS = 30_000;

export function useGateDevices() {
  return useQuery({
    queryKey: queryKeys.gateDevices,
    queryFn: ({ signal }) => apiClient.call(gateDevicesApi.list, { signal }),
    refetchInterval: GATE_DEVICES_REFRESH_MS,
  });
}

function useDevicesMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.gateDevices }),
  });
}

export const useCreateGateDevice = () =>
  useDevicesMutation((body: CreateGateDeviceBody) =>
    apiClient.call(gateDevicesApi.create, { body }),
  );

export const useRenewPairingCode = () =>
  useDevicesMutation((id: string) =>
    apiClient.call(gateDevicesApi.newPairingCode, { params: { id } }),
  );

export const useRemoveGateDevice = () =>
  useDevicesMutation((id: string) => apiClient.call(gateDevicesApi.remove, { params: { id } }));
