import { studentsApi } from '@rollcall/contract/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getStudentQrQueryOptions } from '@/lib/student-qr';
import { queryKeys } from '@/lib/query-keys';

export const regenerateStudentQr = (id: string) =>
  apiClient.call(studentsApi.regenerateQr, { params: { id } });

export function useRegenerateStudentQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateStudentQr,
    onSuccess: ({ qrCodeImage, qrCodeData }, id) => {
      queryClient.setQueryData(getStudentQrQueryOptions(id).queryKey, { qrCodeImage, qrCodeData });
      // A ready-made code stored on the student is dropped by the server.
      return queryClient.invalidateQueries({ queryKey: queryKeys.students.lists });
    },
  });
}
