import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The student's signed attendance QR (a data URL image and its payload). */
export const getCardQrQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: queryKeys.students.qr(studentId),
    queryFn: ({ signal }) => apiClient.call(studentsApi.qr, { params: { id: studentId }, signal }),
    staleTime: Infinity,
  });

/** Fetched only while the card includes a QR (spec §4: off clears it, on makes it again). */
export function useCardQr(studentId: string | undefined, isEnabled: boolean) {
  return useQuery({
    ...getCardQrQueryOptions(studentId ?? ''),
    enabled: studentId !== undefined && isEnabled,
  });
}
