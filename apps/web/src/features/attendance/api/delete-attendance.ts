import { MessageSchema } from '@rollcall/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ATTENDANCE_QUERY_KEY } from './get-attendance';

type DeleteAttendanceInput = { id: string; reason: string };

export const deleteAttendance = ({ id, reason }: DeleteAttendanceInput) =>
  apiClient.delete(`/attendance/${encodeURIComponent(id)}`, MessageSchema, { body: { reason } });

export function useDeleteAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ATTENDANCE_QUERY_KEY }),
  });
}
