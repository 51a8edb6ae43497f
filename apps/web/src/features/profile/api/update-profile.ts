import { profileApi, type ProfileBody } from '@rollcall/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

export const updateProfile = (body: ProfileBody) => apiClient.call(profileApi.update, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
