import { BACKUP_PASSWORD_FIELD, systemApi } from '@rollcall/contract/system';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type RestoreInput = { file: File; password: string };

export const restoreBackup = ({ file, password }: RestoreInput) =>
  apiClient.call(systemApi.restore, { file, fields: { [BACKUP_PASSWORD_FIELD]: password } });

/** Replaces the school's data; what to reload afterwards is the caller's (see the component). */
export const useRestoreBackup = () => useMutation({ mutationFn: restoreBackup });
