import {
  attendanceApi,
  type TodayAttendanceSchema,
  type AttendanceRecord,
} from '@rollcall/contract/attendance';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { AUTO_REFRESH_SECONDS } from '@/config/screen-constants';
import { queryKeys } from '@/lib/query-keys';

type TodayAttendance = z.infer<typeof TodayAttendanceSchema>;

export const getTodayAttendance = (signal?: AbortSignal) =>
  apiClient.call(attendanceApi.today, { signal });

export const getTodayAttendanceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.attendance.today,
    queryFn: ({ signal }) => getTodayAttendance(signal),
    // Scans from other devices (the gate) show up without a reload.
    refetchInterval: AUTO_REFRESH_SECONDS * 1000,
  });

export function useTodayAttendance() {
  return useQuery(getTodayAttendanceQueryOptions());
}

/** Today's answer with one more check-in: prepended, counted once. */
export function withCheckIn(today: TodayAttendance, record: AttendanceRecord): TodayAttendance {
  if (record.schoolDate !== today.date) return today;
  if (today.attendance.some((existing) => existing._id === record._id)) return today;
  const { summary } = today;
  return {
    ...today,
    attendance: [record, ...today.attendance],
    summary: {
      total: summary.total + 1,
      present: summary.present + (record.status === 'present' ? 1 : 0),
      late: summary.late + (record.status === 'late' ? 1 : 0),
      onTime: summary.onTime + (record.timeWindow === 'on_time' ? 1 : 0),
    },
  };
}

export function addCheckInToToday(queryClient: QueryClient, record: AttendanceRecord): void {
  queryClient.setQueryData(getTodayAttendanceQueryOptions().queryKey, (today) =>
    today ? withCheckIn(today, record) : today,
  );
}

/** The §4 scan effect: the cards and lists change at once, before any refetch answers. */
export function useAddCheckInToToday() {
  const queryClient = useQueryClient();
  return useCallback(
    (record: AttendanceRecord) => addCheckInToToday(queryClient, record),
    [queryClient],
  );
}
