import { settingsApi } from '@rollcall/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSchoolInfoQueryOptions } from '@/lib/school-info';
import { queryKeys } from '@/lib/query-keys';

export const uploadSchoolLogo = (file: File) => apiClient.call(settingsApi.uploadLogo, { file });

/**
 * After a new or removed logo, the school's details (its signed link) and the settings (hasLogo)
 * change, and the audit log has the change.
 */
export const useRefreshLogo = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getSchoolInfoQueryOptions().queryKey, queryKeys.settings.all, queryKeys.auditLog.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
};

export function useUploadSchoolLogo() {
  const refreshLogo = useRefreshLogo();
  return useMutation({ mutationFn: uploadSchoolLogo, onSuccess: refreshLogo });
}
