import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Student } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteStudent } from '../../api/delete-student';

/** Delete after the spec's confirmation, with a toast either way. */
export function useDeleteStudentAction() {
  const { t } = useTranslation(['students', 'common']);
  const { t: tc } = useTranslation('contract');
  const deleteStudent = useDeleteStudent();

  const onDelete = (student: Student) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: (
        <Text size="sm">
          {tc('students.deleteConfirm')}{' '}
          {t('delete.consequence', { name: student.fullName, studentId: student.studentId })}
        </Text>
      ),
      labels: { confirm: tc('common.delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteStudent.mutate(student._id, {
          onSuccess: (result) => notifySuccess(result.message || tc('students.deleted')),
          onError: (error) =>
            notifyError(errorMessage(error, t('delete.failed')), { title: t('delete.failed') }),
        }),
    });

  const busyStudentId = deleteStudent.isPending ? deleteStudent.variables : undefined;
  return { onDelete, busyStudentId };
}
