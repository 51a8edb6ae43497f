import { ProfileResponseSchema, type ProfileBody } from '@rollcall/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';

export const updateProfile = (body: ProfileBody) =>
  apiClient.put('/auth/profile', ProfileResponseSchema, { body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
