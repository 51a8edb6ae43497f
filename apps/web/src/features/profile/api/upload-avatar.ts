import { AVATAR_FIELD, ProfileResponseSchema } from '@rollcall/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

export const uploadAvatar = (file: File) => {
  const formData = new FormData();
  formData.append(AVATAR_FIELD, file);
  return apiClient.put('/auth/avatar', ProfileResponseSchema, { formData });
};

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
