import { studentsApi } from '@rollcall/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const uploadStudentPhoto = ({ id, file }: { id: string; file: File }) =>
  apiClient.call(studentsApi.uploadPhoto, { params: { id }, file });

export function useUploadStudentPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStudentPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}
