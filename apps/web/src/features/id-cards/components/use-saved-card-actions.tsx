import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { ID_CARD_MESSAGES as M, type IdCard } from '@rollcall/contract/id-cards';
import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { getCardStudentsQueryOptions, isCardClass, type CardClass } from '../api/get-card-students';
import { useDeleteIdCard } from '../api/delete-id-card';
import { useRevokeIdCard } from '../api/revoke-id-card';
import type { SavedCardHandlers } from './saved-cards-table';

type SavedCardActionsInput = {
  /** Shows the student of a loaded card in the selection. */
  onShowStudent: (cardClass: CardClass, studentId: string) => void;
  onLoadSettings: (card: IdCard) => void;
};

/** Load (the card's student and settings back into the generator), Delete and Revoke. */
export function useSavedCardActions({
  onShowStudent,
  onLoadSettings,
}: SavedCardActionsInput): SavedCardHandlers {
  const queryClient = useQueryClient();
  const remove = useDeleteIdCard();
  const revoke = useRevokeIdCard();

  const load = async (card: IdCard) => {
    const cardClass = card.class;
    if (!isCardClass(cardClass)) return notifyError(M.studentNotFound);
    const students = await queryClient
      .fetchQuery(getCardStudentsQueryOptions(cardClass))
      .catch(() => null);
    if (!students?.students.some((student) => student._id === card.studentId)) {
      return notifyError(M.studentNotFound);
    }
    onShowStudent(cardClass, card.studentId);
    onLoadSettings(card);
    notifySuccess(M.cardLoaded);
  };

  const confirmRevoke = (card: IdCard) =>
    modals.openConfirmModal({
      title: `Revoke the card of ${card.studentName}?`,
      children: <Text size="sm">{M.revokeConfirm}</Text>,
      labels: { confirm: M.revoke, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(card.id, {
          onSuccess: (result) => notifySuccess(result.message || M.revoked),
          onError: (error) => notifyError(errorMessage(error, M.alreadyRevoked)),
        }),
    });

  return {
    onLoad: (card) => void load(card),
    onDelete: (card) =>
      remove.mutate(card.id, {
        onSuccess: () => notifySuccess(M.cardDeleted),
        onError: (error) => notifyError(errorMessage(error, M.notFound)),
      }),
    onRevoke: confirmRevoke,
  };
}
