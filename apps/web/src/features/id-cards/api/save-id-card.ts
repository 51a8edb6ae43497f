import { idCardsApi, type SaveIdCardBody } from '@rollcall/contract/id-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const saveIdCard = (body: SaveIdCardBody) => apiClient.call(idCardsApi.save, { body });

export function useSaveIdCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.idCards.all }),
  });
}
