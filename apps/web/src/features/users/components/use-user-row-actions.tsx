import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { USER_MESSAGES, type User } from '@rollcall/contract/users';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { USERS_TOAST_MS } from './users-toast';

const toast = { autoClose: USERS_TOAST_MS };

/** Activate/deactivate and delete (after a confirmation), each with its toasts. */
export function useUserRowActions() {
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();

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

  const busyUserId = toggleStatus.isPending
    ? toggleStatus.variables
    : deleteUser.isPending
      ? deleteUser.variables
      : undefined;

  return { onToggleStatus, onDelete, busyUserId };
}
