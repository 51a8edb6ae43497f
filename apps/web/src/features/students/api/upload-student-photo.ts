import { studentsApi } from '@rollcall/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STUDENTS_QUERY_KEY } from './get-students';

export const uploadStudentPhoto = ({ id, file }: { id: string; file: File }) =>
  apiClient.call(studentsApi.uploadPhoto, { params: { id }, file });

export function useUploadStudentPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStudentPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY }),
  });
}
