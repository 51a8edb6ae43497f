import { profileApi, type ConfirmIdentityBody } from '@rollcall/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const confirmIdentity = (body: ConfirmIdentityBody) =>
  apiClient.call(profileApi.confirm, { body });

export function useConfirmIdentity() {
  return useMutation({ mutationFn: confirmIdentity });
}
