import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { USER_MESSAGES, type User } from '@rollcall/contract/users';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { USERS_TOAST_MS } from './users-toast';

const toast = { autoClose: USERS_TOAST_MS };

/** Activate/deactivate, delete and reset 2FA (the last two after a confirmation), with toasts. */
export function useUserRowActions() {
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();

  const onToggleStatus = (user: User) =>
    toggleStatus.mutate(user._id, {
      onSuccess: (result) => notifySuccess(result.message || USER_MESSAGES.statusUpdated, toast),
      onError: (error) =>
        notifyError(
          `Failed to update user status: ${errorMessage(error, 'Failed to toggle user status')}`,
          toast,
        ),
    });

  const onDelete = (user: User) =>
    modals.openConfirmModal({
      title: 'Delete user',
      children: (
        <Text size="sm">
          Are you sure you want to delete {user.name} ({user.email})? This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        deleteUser.mutate(user._id, {
          onSuccess: (result) => notifySuccess(result.message || USER_MESSAGES.deleted, toast),
          onError: (error) =>
            notifyError(
              `Failed to delete user: ${errorMessage(error, 'Failed to delete user')}`,
              toast,
            ),
        }),
    });

  const onResetTwoFactor = (user: User) =>
    modals.openConfirmModal({
      title: 'Reset two-factor sign-in',
      children: (
        <Text size="sm">
          Reset two-factor sign-in for {user.name} ({user.email})? Their authenticator app and
          recovery codes stop working, they are signed out everywhere, and they sign in with their
          password alone until they set it up again.
        </Text>
      ),
      labels: { confirm: 'Reset 2FA', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        resetTwoFactor.mutate(user._id, {
          onSuccess: (result) => notifySuccess(result.message, toast),
          onError: (error) =>
            notifyError(
              `Failed to reset two-factor sign-in: ${errorMessage(error, 'Failed to reset 2FA')}`,
              toast,
            ),
        }),
    });

  const pending = [toggleStatus, deleteUser, resetTwoFactor].find((action) => action.isPending);
  const busyUserId = pending?.variables;

  return { onToggleStatus, onDelete, onResetTwoFactor, busyUserId };
}
