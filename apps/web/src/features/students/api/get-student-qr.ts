import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { STUDENTS_QUERY_KEY } from './get-students';

export const getStudentQr = (id: string, signal?: AbortSignal) =>
  apiClient.call(studentsApi.qr, { params: { id }, signal });

export const getStudentQrQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...STUDENTS_QUERY_KEY, 'qr', id],
    queryFn: ({ signal }) => getStudentQr(id, signal),
    staleTime: Infinity,
  });

export function useStudentQr(id: string) {
  return useQuery(getStudentQrQueryOptions(id));
}
