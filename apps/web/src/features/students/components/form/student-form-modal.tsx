import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Student } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCreateStudent } from '../../api/create-student';
import { useUpdateStudent } from '../../api/update-student';
import { useUploadStudentPhoto } from '../../api/upload-student-photo';
import type { StudentFormOutput } from '../../utils/student-form-values';
import { StudentForm } from './student-form';

export type StudentFormTarget = { mode: 'create' } | { mode: 'edit'; student: Student } | null;

type StudentFormModalProps = { target: StudentFormTarget; onClose: () => void };

export function StudentFormModal({ target, onClose }: StudentFormModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const { t: tc } = useTranslation('contract');
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent();
  const uploadPhoto = useUploadStudentPhoto();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const edited = target?.mode === 'edit' ? target.student : undefined;

  /** Create sends the student number; edit never does (the form leaves it out). */
  const persist = (body: StudentFormOutput) => {
    if ('studentId' in body) return createStudent.mutateAsync(body);
    if (!edited) throw new Error('An edit needs the student being edited');
    return updateStudent.mutateAsync({ id: edited._id, body });
  };

  const save = async (body: StudentFormOutput, photo: File | null) => {
    let saved: { student: Student; message: string };
    try {
      saved = await persist(body);
    } catch (error) {
      const fallback = edited ? t('form.updateFailed') : t('form.createFailed');
      notifyError(errorMessage(error, fallback), { title: fallback });
      throw error;
    }
    if (photo) {
      try {
        await uploadPhoto.mutateAsync({ id: saved.student._id, file: photo });
      } catch (error) {
        const failed = t('common:photo.uploadFailed');
        notifyError(t('form.photoNotSaved', { reason: errorMessage(error, failed) }), {
          title: failed,
        });
      }
    }
    notifySuccess(saved.message || (edited ? tc('students.updated') : tc('students.created')));
    onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={edited ? t('form.editTitle') : t('common:addNewStudent')}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={false}
    >
      {target ? (
        <StudentForm
          key={edited?._id ?? 'new'}
          student={edited}
          isSaving={createStudent.isPending || updateStudent.isPending || uploadPhoto.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
