import { systemApi } from '@rollcall/contract/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Makes the automatic backup now and copies it off the machine (asks the password if it is due). */
export const runBackup = () => apiClient.call(systemApi.runBackup);

export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBackup,
    // The list of backups and how the last copy went both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.automaticBackups }),
  });
}
