import { idCardsApi } from '@rollcall/contract/id-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteIdCard = (id: string) => apiClient.call(idCardsApi.remove, { params: { id } });

export function useDeleteIdCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.idCards.all }),
  });
}
