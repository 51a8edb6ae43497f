import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getStudentQr = (id: string, signal?: AbortSignal) =>
  apiClient.call(studentsApi.qr, { params: { id }, signal });

export const getStudentQrQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.students.qr(id),
    queryFn: ({ signal }) => getStudentQr(id, signal),
    staleTime: Infinity,
  });

export function useStudentQr(id: string) {
  return useQuery(getStudentQrQueryOptions(id));
}
