import { Modal } from '@mantine/core';
import { type CreateUserBody, type UpdateUserBody, type User } from '@rollcall/contract/users';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { USERS_TOAST_MS } from './users-toast';
import { UserForm } from './user-form';

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: User } | null;

type UserFormModalProps = { target: UserFormTarget; onClose: () => void };

export function UserFormModal({ target, onClose }: UserFormModalProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('contract');
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const editedUser = target?.mode === 'edit' ? target.user : undefined;

  const save = async (body: CreateUserBody | UpdateUserBody) => {
    try {
      const result = editedUser
        ? await updateUser.mutateAsync({ id: editedUser._id, body })
        : await createUser.mutateAsync({ ...body, password: body.password ?? '' });
      const fallback = editedUser ? tc('users.updated') : tc('users.created');
      notifySuccess(result.message || fallback, { autoClose: USERS_TOAST_MS });
      onClose();
    } catch (error) {
      const fallback = editedUser ? t('form.updateFallback') : t('form.createFallback');
      notifyError(t('form.saveFailed', { reason: errorMessage(error, fallback) }), {
        autoClose: USERS_TOAST_MS,
      });
      throw error;
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={editedUser ? t('form.editTitle') : t('form.addTitle')}
      size="lg"
      centered
    >
      {target ? (
        <UserForm
          key={editedUser?._id ?? 'new'}
          user={editedUser}
          isSaving={createUser.isPending || updateUser.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
