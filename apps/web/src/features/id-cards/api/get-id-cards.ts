import { idCardsApi } from '@rollcall/contract/id-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The newest saved cards first: 10, or 50 after a batch (spec §2). */
export const getIdCardsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.idCards.list(limit),
    queryFn: ({ signal }) => apiClient.call(idCardsApi.list, { query: { limit }, signal }),
    staleTime: 0,
  });

export function useIdCards(limit: number) {
  return useQuery(getIdCardsQueryOptions(limit));
}
