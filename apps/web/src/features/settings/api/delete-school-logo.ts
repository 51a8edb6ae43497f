import { settingsApi } from '@rollcall/contract/settings';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useRefreshLogo } from './upload-school-logo';

export const deleteSchoolLogo = () => apiClient.call(settingsApi.deleteLogo);

export function useDeleteSchoolLogo() {
  const refreshLogo = useRefreshLogo();
  return useMutation({ mutationFn: deleteSchoolLogo, onSuccess: refreshLogo });
}
