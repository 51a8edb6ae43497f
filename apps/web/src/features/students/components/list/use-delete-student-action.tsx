import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { STUDENT_MESSAGES, type Student } from '@rollcall/contract/students';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteStudent } from '../../api/delete-student';

/** Delete after the spec's confirmation, with a toast either way. */
export function useDeleteStudentAction() {
  const deleteStudent = useDeleteStudent();

  const onDelete = (student: Student) =>
    modals.openConfirmModal({
      title: 'Delete student',
      children: (
        <Text size="sm">
          {STUDENT_MESSAGES.deleteConfirm} {student.fullName} ({student.studentId}) will be removed
          from the list; past attendance is kept.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteStudent.mutate(student._id, {
          onSuccess: (result) => notifySuccess(result.message || STUDENT_MESSAGES.deleted),
          onError: (error) =>
            notifyError(errorMessage(error, 'Failed to delete student'), {
              title: 'Failed to delete student',
            }),
        }),
    });

  const busyStudentId = deleteStudent.isPending ? deleteStudent.variables : undefined;
  return { onDelete, busyStudentId };
}
