import { profileApi } from '@rollcall/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

export const uploadAvatar = (file: File) => apiClient.call(profileApi.uploadAvatar, { file });

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
