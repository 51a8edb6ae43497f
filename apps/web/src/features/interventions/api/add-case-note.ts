import { interventionsApi, type CaseNoteBody } from '@rollcall/contract/interventions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const addCaseNote = ({ id, body }: { id: string; body: CaseNoteBody }) =>
  apiClient.call(interventionsApi.addNote, { params: { id }, body });

export function useAddCaseNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCaseNote,
    onSuccess: (result) =>
      queryClient.setQueryData(queryKeys.interventions.detail(result.case._id), {
        case: result.case,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.interventions.all }),
  });
}
