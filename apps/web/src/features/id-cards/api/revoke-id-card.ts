import { idCardsApi } from '@rollcall/contract/id-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { ID_CARDS_QUERY_KEY } from './get-id-cards';
import { getCardQrQueryOptions } from './get-student-qr';

export const revokeIdCard = (id: string) => apiClient.call(idCardsApi.revoke, { params: { id } });

/** Revoking regenerates the student's QR: the preview's QR is fetched again. */
export function useRevokeIdCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeIdCard,
    onSuccess: ({ card }) =>
      queryClient.invalidateQueries({ queryKey: getCardQrQueryOptions(card.studentId).queryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ID_CARDS_QUERY_KEY }),
  });
}
