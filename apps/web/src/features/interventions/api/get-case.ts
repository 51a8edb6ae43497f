import { interventionsApi } from '@rollcall/contract/interventions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getCase = (id: string, signal?: AbortSignal) =>
  apiClient.call(interventionsApi.get, { params: { id }, signal });

export const getCaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.interventions.detail(id),
    queryFn: ({ signal }) => getCase(id, signal),
  });

export function useCase(id: string | null) {
  return useQuery({ ...getCaseQueryOptions(id ?? ''), enabled: id !== null });
}
