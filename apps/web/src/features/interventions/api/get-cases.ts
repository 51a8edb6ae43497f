import { interventionsApi, type ListCasesQuery } from '@rollcall/contract/interventions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CasesParams = Pick<ListCasesQuery, 'status' | 'rule' | 'class' | 'section'> & {
  page: number;
  limit: number;
};

export const getCases = (params: CasesParams, signal?: AbortSignal) =>
  apiClient.call(interventionsApi.list, { query: params, signal });

export const getCasesQueryOptions = (params: CasesParams) =>
  queryOptions({
    queryKey: queryKeys.interventions.list(params),
    queryFn: ({ signal }) => getCases(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCases(params: CasesParams) {
  return useQuery(getCasesQueryOptions(params));
}
