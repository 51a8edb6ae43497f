import { Text } from '@mantine/core';
import { EraseStudentBodySchema, type ArchivedStudent } from '@rollcall/contract/privacy';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DangerousActionDialog } from '@/components/ui/dangerous-action-dialog';
import { useMutationDialogForm } from '@/hooks/use-mutation-dialog-form';
import { formResolver } from '@/lib/form-resolver';
import { useEraseStudent } from '../../api/student-privacy';

/** What erasure removes, each said plainly in the dialog. */
const REMOVED = ['record', 'images', 'messages', 'notes', 'audit'] as const;

type EraseValues = { password: string };
const FIELD_NAMES: readonly Path<EraseValues>[] = ['password'];

type EraseStudentModalProps = { student: ArchivedStudent | null; onClose: () => void };

/**
 * Erase: what is removed for good, what is kept (attendance facts without a name, so past totals
 * stay), that backups made before keep the data until they age out, and the admin's password.
 */
export function EraseStudentModal({ student, onClose }: EraseStudentModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const erase = useEraseStudent();
  const form = useForm({
    resolver: formResolver<EraseValues>()(EraseStudentBodySchema),
    defaultValues: { password: '' },
  });
  const dialog = useMutationDialogForm({
    form,
    mutation: erase,
    send: student ? (body) => erase.mutateAsync({ id: student._id, body }) : undefined,
    fieldNames: FIELD_NAMES,
    failedMessage: t('privacy.eraseFailed'),
    onClose,
  });
  const name = student ? `${student.firstName} ${student.lastName}` : '';

  return (
    <DangerousActionDialog
      opened={student !== null}
      title={t('privacy.eraseTitle')}
      warning={t('privacy.eraseWarning', { name, studentId: student?.studentId ?? '' })}
      erased={REMOVED.map((item) => t(`privacy.removed.${item}`))}
      password={form.register('password')}
      passwordError={form.formState.errors.password?.message}
      isPasswordAutoFocused
      submitLabel={t('privacy.eraseSubmit')}
      dialog={dialog}
    >
      <Text size="sm" mt={6}>
        {t('privacy.eraseKept')}
      </Text>
      <Text size="sm" mt={6} fw={600}>
        {t('privacy.eraseBackups')}
      </Text>
    </DangerousActionDialog>
  );
}
