import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CreateUserBody, type UpdateUserBody, type User } from '@rollcall/contract/users';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { getSchoolsQueryOptions } from '@/lib/schools';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { USERS_TOAST_MS } from './users-toast';
import { schoolRowsFor } from '../utils/school-roles';
import { UserForm } from './user-form';

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: User } | null;

type UserFormModalProps = { target: UserFormTarget; onClose: () => void };

/**
 * The schools a district administrator places an account at, when the district has several
 * (issue 41); null for anyone else, whose form keeps the one role at the acting school.
 */
function useDistrictSchools() {
  const { isDistrictAdmin } = useCurrentUser();
  const { data } = useQuery({ ...getSchoolsQueryOptions(), enabled: isDistrictAdmin });
  const schools = data?.schools ?? [];
  return isDistrictAdmin && schools.length > 1 ? schools : null;
}

export function UserFormModal({ target, onClose }: UserFormModalProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('contract');
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const editedUser = target?.mode === 'edit' ? target.user : undefined;
  const districtSchools = useDistrictSchools();

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
          districtSchools={
            districtSchools && schoolRowsFor(districtSchools, editedUser?.schools ?? [])
          }
          isSaving={createUser.isPending || updateUser.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
