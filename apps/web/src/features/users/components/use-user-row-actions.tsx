import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { User } from '@rollcall/contract/users';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { USERS_TOAST_MS } from './users-toast';

const toast = { autoClose: USERS_TOAST_MS };

/** Activate/deactivate, delete and reset 2FA (the last two after a confirmation), with toasts. */
export function useUserRowActions() {
  const { t } = useTranslation(['users', 'common']);
  const { t: tc } = useTranslation('contract');
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();

  const onToggleStatus = (user: User) =>
    toggleStatus.mutate(user._id, {
      onSuccess: (result) => notifySuccess(result.message || tc('users.statusUpdated'), toast),
      onError: (error) =>
        notifyError(
          t('actions.statusFailed', {
            reason: errorMessage(error, t('actions.statusFallback')),
          }),
          toast,
        ),
    });

  const onDelete = (user: User) =>
    modals.openConfirmModal({
      title: t('actions.deleteTitle'),
      children: (
        <Text size="sm">{t('actions.deleteConfirm', { name: user.name, email: user.email })}</Text>
      ),
      labels: { confirm: tc('common.delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        deleteUser.mutate(user._id, {
          onSuccess: (result) => notifySuccess(result.message || tc('users.deleted'), toast),
          onError: (error) =>
            notifyError(
              t('actions.deleteFailed', {
                reason: errorMessage(error, t('actions.deleteFallback')),
              }),
              toast,
            ),
        }),
    });

  const onResetTwoFactor = (user: User) =>
    modals.openConfirmModal({
      title: t('actions.resetTitle'),
      children: (
        <Text size="sm">{t('actions.resetConfirm', { name: user.name, email: user.email })}</Text>
      ),
      labels: { confirm: t('actions.resetTwoFactor'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        resetTwoFactor.mutate(user._id, {
          onSuccess: (result) => notifySuccess(result.message, toast),
          onError: (error) =>
            notifyError(
              t('actions.resetFailed', {
                reason: errorMessage(error, t('actions.resetFallback')),
              }),
              toast,
            ),
        }),
    });

  const pending = [toggleStatus, deleteUser, resetTwoFactor].find((action) => action.isPending);
  const busyUserId = pending?.variables;

  return { onToggleStatus, onDelete, onResetTwoFactor, busyUserId };
}
