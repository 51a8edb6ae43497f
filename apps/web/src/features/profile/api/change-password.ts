import { profileApi, type ChangePasswordBody } from '@rollcall/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.call(profileApi.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
