import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §7: the dashboard loads active students with limit 1000. */
const DASHBOARD_STUDENT_LIMIT = 1000;

export const getStudentTotal = async (signal?: AbortSignal) => {
  const { pagination } = await apiClient.call(studentsApi.list, {
    query: { limit: DASHBOARD_STUDENT_LIMIT, isActive: 'true' },
    signal,
  });
  return pagination.totalStudents;
};

export const getStudentTotalQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.students.dashboardTotal,
    queryFn: ({ signal }) => getStudentTotal(signal),
  });

export function useStudentTotal() {
  return useQuery(getStudentTotalQueryOptions());
}
