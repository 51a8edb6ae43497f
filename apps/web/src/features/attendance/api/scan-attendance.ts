import { attendanceApi, type ScanBody } from '@rollcall/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const scanAttendance = (body: ScanBody) => apiClient.call(attendanceApi.scan, { body });

/** One mutation for typed and camera scans; lists refresh after each recorded check-in. */
export function useScanAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanAttendance,
    // Not awaited: the dialog shows the result at once while the lists refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all });
    },
  });
}

export type ScanResult = Awaited<ReturnType<typeof scanAttendance>>;
