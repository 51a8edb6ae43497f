import { idCardsApi } from '@rollcall/contract/id-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often a running batch's progress is read. */
export const BATCH_POLL_MS = 700;

export const getBatchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: queryKeys.idCards.batch(batchId),
    queryFn: ({ signal }) => apiClient.call(idCardsApi.batch, { params: { batchId }, signal }),
    staleTime: 0,
    // Polled while Processing; Ready and Failed are final.
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'Processing' ? false : BATCH_POLL_MS,
  });

export function useBatch(batchId: string | undefined) {
  return useQuery({ ...getBatchQueryOptions(batchId ?? ''), enabled: batchId !== undefined });
}
