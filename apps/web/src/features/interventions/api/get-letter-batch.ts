import { lettersApi } from '@rollcall/contract/interventions/outreach';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a batch being made is read. */
export const LETTERS_POLL_MS = 700;

export const getLetterBatchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: queryKeys.outreach.letters(batchId),
    queryFn: ({ signal }) => apiClient.call(lettersApi.get, { params: { batchId }, signal }),
    staleTime: 0,
    // Polled while Processing; Ready and Failed are final.
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'Processing' ? false : LETTERS_POLL_MS,
  });

export function useLetterBatch(batchId: string | undefined) {
  return useQuery({ ...getLetterBatchQueryOptions(batchId ?? ''), enabled: batchId !== undefined });
}
