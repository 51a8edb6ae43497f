import { idCardsApi } from '@rollcall/contract/id-cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const revokeIdCard = (id: string) => apiClient.call(idCardsApi.revoke, { params: { id } });

/** Revoking regenerates the student's QR: the preview's QR is fetched again. */
export function useRevokeIdCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeIdCard,
    onSuccess: ({ card }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.students.qr(card.studentId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.idCards.all }),
  });
}
