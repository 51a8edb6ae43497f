import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { EraseStudentBodySchema, type ArchivedStudent } from '@rollcall/contract/privacy';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useEraseStudent } from '../../api/student-privacy';

/** What erasure removes, each said plainly in the dialog. */
const REMOVED = ['record', 'images', 'messages', 'notes', 'audit'] as const;

type EraseValues = { password: string };

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
  const { errors } = form.formState;

  const close = () => {
    if (erase.isPending) return;
    form.reset();
    erase.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    if (!student) return;
    try {
      const result = await erase.mutateAsync({ id: student._id, body });
      notifySuccess(result.message);
      form.reset();
      erase.reset();
      onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.fields?.password : undefined;
      if (message) form.setError('password', { message });
    }
  });
  const refusal =
    erase.error && !(erase.error instanceof ApiError && erase.error.fields?.password)
      ? errorMessage(erase.error, t('privacy.eraseFailed'))
      : undefined;
  const name = student ? `${student.firstName} ${student.lastName}` : '';

  return (
    <Modal opened={student !== null} onClose={close} title={t('privacy.eraseTitle')} centered>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('privacy.eraseTitle')}
      >
        <Stack gap="sm">
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('privacy.eraseWarning', { name, studentId: student?.studentId ?? '' })}
          >
            <List size="sm" spacing={2}>
              {REMOVED.map((item) => (
                <List.Item key={item}>{t(`privacy.removed.${item}`)}</List.Item>
              ))}
            </List>
            <Text size="sm" mt={6}>
              {t('privacy.eraseKept')}
            </Text>
            <Text size="sm" mt={6} fw={600}>
              {t('privacy.eraseBackups')}
            </Text>
          </Alert>
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <PasswordInputWithToggle
            label={t('common:yourPassword')}
            autoComplete="current-password"
            error={errors.password?.message}
            required
            data-autofocus
            {...form.register('password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={erase.isPending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" color="red" loading={erase.isPending}>
              {t('privacy.eraseSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
