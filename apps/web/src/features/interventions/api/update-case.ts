import { interventionsApi, type UpdateCaseBody } from '@rollcall/contract/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const updateCase = ({ id, body }: { id: string; body: UpdateCaseBody }) =>
  apiClient.call(interventionsApi.update, { params: { id }, body });

export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSuccess: (result) =>
      queryClient.setQueryData(queryKeys.interventions.detail(result.case._id), {
        case: result.case,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.interventions.all }),
  });
}
