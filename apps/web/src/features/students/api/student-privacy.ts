import { privacyApi, type EraseStudentBody } from '@rollcall/contract/privacy';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A family's access request: the student's whole record as a zip (JSON, PDF, photo). */
export const exportStudentData = (id: string) =>
  apiClient.download(privacyApi.exportStudent, { params: { id } });

export function useArchivedStudents(page: number) {
  return useQuery({
    queryKey: queryKeys.students.archived(page),
    queryFn: ({ signal }) =>
      apiClient.call(privacyApi.archivedStudents, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Erases an archived student's personal data; every student answer may have shown them. */
export function useEraseStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EraseStudentBody }) =>
      apiClient.call(privacyApi.eraseStudent, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
  });
}
