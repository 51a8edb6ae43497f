import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { IdCard } from '@rollcall/contract/id-cards';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['id-cards', 'common']);
  const { t: tc } = useTranslation('contract');
  const queryClient = useQueryClient();
  const remove = useDeleteIdCard();
  const revoke = useRevokeIdCard();

  const load = async (card: IdCard) => {
    const cardClass = card.class;
    if (!isCardClass(cardClass)) return notifyError(tc('errors.STUDENT_NOT_FOUND'));
    const students = await queryClient
      .fetchQuery(getCardStudentsQueryOptions(cardClass))
      .catch(() => null);
    if (!students?.students.some((student) => student._id === card.studentId)) {
      return notifyError(tc('errors.STUDENT_NOT_FOUND'));
    }
    onShowStudent(cardClass, card.studentId);
    onLoadSettings(card);
    notifySuccess(tc('idCards.cardLoaded'));
  };

  const confirmRevoke = (card: IdCard) =>
    modals.openConfirmModal({
      title: t('saved.revokeTitle', { name: card.studentName }),
      children: <Text size="sm">{tc('idCards.revokeConfirm')}</Text>,
      labels: { confirm: tc('idCards.revoke'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(card.id, {
          onSuccess: (result) => notifySuccess(result.message || tc('idCards.revoked')),
          onError: (error) => notifyError(errorMessage(error, tc('errors.ID_CARD_REVOKED'))),
        }),
    });

  return {
    onLoad: (card) => void load(card),
    onDelete: (card) =>
      remove.mutate(card.id, {
        onSuccess: () => notifySuccess(tc('idCards.cardDeleted')),
        onError: (error) => notifyError(errorMessage(error, tc('errors.ID_CARD_NOT_FOUND'))),
      }),
    onRevoke: confirmRevoke,
  };
}
