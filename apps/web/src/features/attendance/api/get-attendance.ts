import { attendanceApi, type ATTENDANCE_STATUSES } from '@rollcall/contract/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type AttendanceListParams = {
  page: number;
  limit: number;
  /** The student's record id (_id). */
  studentId: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  status?: (typeof ATTENDANCE_STATUSES)[number];
};

export const getAttendance = (params: AttendanceListParams, signal?: AbortSignal) =>
  apiClient.call(attendanceApi.list, { query: params, signal });

export const getAttendanceQueryOptions = (params: AttendanceListParams) =>
  queryOptions({
    queryKey: queryKeys.attendance.list(params),
    queryFn: ({ signal }) => getAttendance(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

type UseAttendanceOptions = { refetchInterval: number | false };

export function useAttendance(params: AttendanceListParams, options: UseAttendanceOptions) {
  return useQuery({ ...getAttendanceQueryOptions(params), ...options });
}
