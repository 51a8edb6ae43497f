import { privacyApi } from '@rollcall/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The student retention's dry run, asked again whenever the saved years change. */
export function useRetentionPreview(years: number | null) {
  return useQuery({
    queryKey: queryKeys.students.retentionPreview(years),
    queryFn: ({ signal }) => apiClient.call(privacyApi.retentionPreview, { signal }),
  });
}
