import { studentsApi } from '@rollcall/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const STUDENT_OPTIONS_LIMIT = 1000;

export type StudentOption = { value: string; label: string };

/** Active students for the Student filter, as select options ("Ada Lovelace (S-001)"). */
export const getStudentOptions = async (signal?: AbortSignal): Promise<StudentOption[]> => {
  const { students } = await apiClient.call(studentsApi.list, {
    query: { limit: STUDENT_OPTIONS_LIMIT, isActive: 'true', sortBy: 'lastName', sortOrder: 'asc' },
    signal,
  });
  return students.map((student) => ({
    value: student._id,
    label: `${student.firstName} ${student.lastName} (${student.studentId})`,
  }));
};

export const getStudentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.students.attendanceOptions,
    queryFn: ({ signal }) => getStudentOptions(signal),
  });

export function useStudentOptions() {
  return useQuery(getStudentOptionsQueryOptions());
}
