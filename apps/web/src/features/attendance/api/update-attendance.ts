import { attendanceApi, type UpdateAttendanceBody } from '@rollcall/contract/attendance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type UpdateAttendanceInput = { id: string; body: UpdateAttendanceBody };

export const updateAttendance = ({ id, body }: UpdateAttendanceInput) =>
  apiClient.call(attendanceApi.update, { params: { id }, body });

export function useUpdateAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all }),
  });
}
