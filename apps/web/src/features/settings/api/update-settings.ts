import { settingsApi, type SchoolSettingsBody } from '@rollcall/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from '@/lib/audit-log-query-key';
import { getSchoolInfoQueryOptions } from '@/lib/school-info';
import { SETTINGS_QUERY_KEY } from './get-settings';

export const updateSettings = (body: SchoolSettingsBody) =>
  apiClient.call(settingsApi.update, { body });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, { settings: data.settings });
      // The school's name, contacts and time zone show on every screen; the change is audited.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getSchoolInfoQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }),
      ]);
    },
  });
}
