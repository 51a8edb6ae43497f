import { studentsApi } from '@rollcall/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every row goes to the server, which validates each one again and reports it by row number. */
export const bulkImportStudents = (students: unknown[]) =>
  apiClient.call(studentsApi.bulkImport, { body: { students } });

export function useBulkImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkImportStudents,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}
