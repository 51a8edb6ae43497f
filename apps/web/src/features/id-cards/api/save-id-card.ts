import { idCardsApi, type SaveIdCardBody } from '@rollcall/contract/id-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ID_CARDS_QUERY_KEY } from './get-id-cards';

export const saveIdCard = (body: SaveIdCardBody) => apiClient.call(idCardsApi.save, { body });

export function useSaveIdCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ID_CARDS_QUERY_KEY }),
  });
}
