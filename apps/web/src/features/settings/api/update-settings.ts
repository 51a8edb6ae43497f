import { settingsApi, type SchoolSettingsBody } from '@rollcall/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSchoolInfoQueryOptions } from '@/lib/school-info';
import { queryKeys } from '@/lib/query-keys';

export const updateSettings = (body: SchoolSettingsBody) =>
  apiClient.call(settingsApi.update, { body });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.settings.all, { settings: data.settings });
      // The school's name, contacts and time zone show on every screen; the change is audited;
      // a new off-machine destination starts its copies' state over (the Backup screen).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getSchoolInfoQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.automaticBackups }),
      ]);
    },
  });
}
