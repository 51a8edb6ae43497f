import { studentsApi, type UpdateStudentBody } from '@rollcall/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const updateStudent = ({ id, body }: { id: string; body: UpdateStudentBody }) =>
  apiClient.call(studentsApi.update, { params: { id }, body });

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}
