import { settingsApi } from '@rollcall/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from '@/lib/audit-log-query-key';
import { getSchoolInfoQueryOptions } from '@/lib/school-info';
import { SETTINGS_QUERY_KEY } from './get-settings';

export const uploadSchoolLogo = (file: File) => apiClient.call(settingsApi.uploadLogo, { file });

/**
 * After a new or removed logo, the school's details (its signed link) and the settings (hasLogo)
 * change, and the audit log has the change.
 */
export const useRefreshLogo = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getSchoolInfoQueryOptions().queryKey, SETTINGS_QUERY_KEY, AUDIT_LOG_QUERY_KEY].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
};

export function useUploadSchoolLogo() {
  const refreshLogo = useRefreshLogo();
  return useMutation({ mutationFn: uploadSchoolLogo, onSuccess: refreshLogo });
}
