import { studentsApi } from '@rollcall/contract/students';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/**
 * A student's attendance calendar for a school year (the current one when `schoolYear` is left
 * out): one query for every screen that shows it (Student Management today, a case tomorrow).
 */
export const getAttendanceCalendarQueryOptions = (studentId: string, schoolYear?: string) =>
  queryOptions({
    queryKey: queryKeys.attendance.calendar(studentId, schoolYear ?? 'current'),
    queryFn: ({ signal }) =>
      apiClient.call(studentsApi.attendanceCalendar, {
        params: { id: studentId },
        query: schoolYear ? { schoolYear } : {},
        signal,
      }),
  });

/** Keeps the year shown while another one loads, so the dialog does not jump. */
export const useAttendanceCalendar = (studentId: string, schoolYear?: string) =>
  useQuery({
    ...getAttendanceCalendarQueryOptions(studentId, schoolYear),
    placeholderData: keepPreviousData,
  });
