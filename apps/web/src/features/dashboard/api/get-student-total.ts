import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

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
    // Under the students key, so that adding or removing a student refreshes the total.
    queryKey: ['students', 'dashboard-total'],
    queryFn: ({ signal }) => getStudentTotal(signal),
  });

export function useStudentTotal() {
  return useQuery(getStudentTotalQueryOptions());
}
