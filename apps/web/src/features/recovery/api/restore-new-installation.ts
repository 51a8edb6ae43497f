import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { loadAuthContract, logout } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { restoreBackup, type RestoreInput } from '@/lib/restore-backup';
import { clearTokens, storeAccessToken } from '@/lib/tokens';

export type NewInstallationRestoreInput = RestoreInput & { email: string };

/**
 * A new installation's first administrator, still held to change the printed password, signs in
 * with it and restores a backup of the school's old installation at once. The session lasts only
 * for the restore: the restore ends it (its accounts replace this one), and a refusal ends it here.
 * Answers null when the account asks for a code (two-factor sign-in): not a new installation's.
 */
export async function restoreNewInstallation({ email, ...restore }: NewInstallationRestoreInput) {
  const { authApi } = await loadAuthContract();
  const signedIn = await apiClient.call(authApi.login, {
    body: { email, password: restore.password },
  });
  if (!('accessToken' in signedIn)) return null;
  storeAccessToken(signedIn.accessToken);
  try {
    return await restoreBackup(restore);
  } catch (error) {
    await logout();
    throw error;
  } finally {
    clearTokens();
  }
}

export function useRestoreNewInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreNewInstallation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.installation }),
  });
}
