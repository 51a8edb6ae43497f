import { districtApi } from '@rollcall/contract/schools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `date` '' asks for each school's own today. */
export const getDistrictOverview = (date: string, signal?: AbortSignal) =>
  apiClient.call(districtApi.overview, { query: date ? { date } : {}, signal });

export const getDistrictOverviewQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.district.overview(date),
    queryFn: ({ signal }) => getDistrictOverview(date, signal),
    placeholderData: keepPreviousData,
  });

export function useDistrictOverview(date: string) {
  return useQuery(getDistrictOverviewQueryOptions(date));
}
