import { recoveryKeyApi } from '@rollcall/contract/recovery-key';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** When the key was made, whether it was marked saved, whether a passphrase is set. */
export const useRecoveryStatus = () =>
  useQuery({
    queryKey: queryKeys.recoveryStatus,
    queryFn: ({ signal }) => apiClient.call(recoveryKeyApi.status, { signal }),
  });

/**
 * Each of these changes the status (and writes the audit log). The key itself is only ever held
 * by the component that asked for it, never in the query cache.
 */
function useRecoveryMutation<Input, Reply>(mutationFn: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recoveryStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
      ]),
  });
}

/** A GET, but asked for by a button and after the identity confirmation: a mutation's states. */
export const useRevealRecoveryKey = () =>
  useMutation({ mutationFn: () => apiClient.call(recoveryKeyApi.get) });

export const useRotateRecoveryKey = () =>
  useRecoveryMutation(() => apiClient.call(recoveryKeyApi.rotate));

export const useMarkRecoveryKeySaved = () =>
  useRecoveryMutation(() => apiClient.call(recoveryKeyApi.markSaved));

export const useSetBackupPassphrase = () =>
  useRecoveryMutation((passphrase: string) =>
    apiClient.call(recoveryKeyApi.setPassphrase, { body: { passphrase } }),
  );

export const useClearBackupPassphrase = () =>
  useRecoveryMutation(() => apiClient.call(recoveryKeyApi.clearPassphrase));
