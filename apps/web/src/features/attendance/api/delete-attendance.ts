import { attendanceApi } from '@rollcall/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type DeleteAttendanceInput = { id: string; reason: string };

export const deleteAttendance = ({ id, reason }: DeleteAttendanceInput) =>
  apiClient.call(attendanceApi.delete, { params: { id }, body: { reason } });

export function useDeleteAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all }),
  });
}
