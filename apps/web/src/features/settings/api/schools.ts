import { schoolsApi, type SchoolBody } from '@rollcall/contract/schools';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { noteSchoolAdded } from '@/lib/schools';

/** The header's school menu, the navigation and the district overview all read the schools. */
const refreshSchools = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.schools }),
    queryClient.invalidateQueries({ queryKey: queryKeys.district.all }),
  ]);

export const createSchool = (body: SchoolBody) => apiClient.call(schoolsApi.create, { body });

export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: ({ school }) => noteSchoolAdded(queryClient, school),
    onSettled: () => refreshSchools(queryClient),
  });
}

export const updateSchool = ({ id, body }: { id: string; body: SchoolBody }) =>
  apiClient.call(schoolsApi.update, { params: { id }, body });

export function useUpdateSchool() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchool, onSettled: () => refreshSchools(queryClient) });
}

/** Archives an open school, or reopens an archived one. */
export const toggleSchoolStatus = (id: string) =>
  apiClient.call(schoolsApi.toggleStatus, { params: { id } });

export function useToggleSchoolStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSchoolStatus,
    onSettled: () => refreshSchools(queryClient),
  });
}
