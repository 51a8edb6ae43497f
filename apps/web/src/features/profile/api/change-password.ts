import { authApi, type ChangePasswordBody } from '@rollcall/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordBody) =>
  apiClient.call(authApi.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
