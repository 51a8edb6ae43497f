import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The student's signed attendance QR (a data URL image and its payload): one query for the
 * student list's ID card and the ID Card Generator, so that a code regenerated on one shows on
 * the other.
 */
export const getStudentQrQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.students.qr(studentId),
    queryFn: ({ signal }) => apiClient.call(studentsApi.qr, { params: { id: studentId }, signal }),
    staleTime: Infinity,
  });

/** Fetched once there is a student, and while `isEnabled` (the generator's Include QR). */
export function useStudentQr(studentId: string | undefined, { isEnabled = true } = {}) {
  return useQuery({
    ...getStudentQrQueryOptions(studentId ?? ''),
    enabled: studentId !== undefined && isEnabled,
  });
}
