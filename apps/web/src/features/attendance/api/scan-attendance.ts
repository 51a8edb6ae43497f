import { attendanceApi, type ScanBody } from '@rollcall/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ATTENDANCE_QUERY_KEY } from './get-attendance';

export const scanAttendance = (body: ScanBody) => apiClient.call(attendanceApi.scan, { body });

/** One mutation for typed and camera scans; lists refresh after each recorded check-in. */
export function useScanAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanAttendance,
    // Not awaited: the dialog shows the result at once while the lists refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ATTENDANCE_QUERY_KEY });
    },
  });
}

export type ScanResult = Awaited<ReturnType<typeof scanAttendance>>;
