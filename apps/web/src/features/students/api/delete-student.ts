import { MessageSchema } from '@rollcall/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STUDENTS_QUERY_KEY } from './get-students';

/** The server archives the student: gone from every list, kept for attendance history. */
export const deleteStudent = (id: string) =>
  apiClient.delete(`/students/${encodeURIComponent(id)}`, MessageSchema);

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY }),
  });
}
