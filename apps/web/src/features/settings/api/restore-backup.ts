import { useMutation } from '@tanstack/react-query';
import { restoreBackup } from '@/lib/restore-backup';

/** Replaces the school's data; what to reload afterwards is the caller's (see the component). */
export const useRestoreBackup = () => useMutation({ mutationFn: restoreBackup });
