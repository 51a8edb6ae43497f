import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetBodySchema } from '@rollcall/contract/system';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useSchoolName } from '@/lib/school-info';
import { useResetSystem } from '../api/reset-system';

const ERASED = [
  'every student, with their photos, QR codes and ID cards',
  'all attendance records',
  'guardian notifications and their daily runs',
  'generated reports',
];
const KEPT = 'Users, their passwords, all settings, gate devices and the audit log stay.';

type ResetSystemModalProps = { opened: boolean; onClose: () => void };

/** Reset System: the admin types the school's name and their password; the server checks both. */
export function ResetSystemModal({ opened, onClose }: ResetSystemModalProps) {
  const schoolName = useSchoolName();
  const reset = useResetSystem();
  const form = useForm({
    resolver: zodResolver(ResetBodySchema),
    defaultValues: { schoolName: '', password: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    if (reset.isPending) return;
    form.reset();
    reset.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      const result = await reset.mutateAsync(body);
      notifySuccess(result.message);
      form.reset();
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      for (const [name, message] of fields) {
        if (name === 'schoolName' || name === 'password') form.setError(name, { message });
      }
    }
  });
  const refusal =
    reset.error && !(reset.error instanceof ApiError && reset.error.fields)
      ? errorMessage(reset.error, 'The system could not be reset.')
      : undefined;

  return (
    <Modal opened={opened} onClose={close} title="Reset System" centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset System">
        <Stack gap="sm">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="This cannot be undone">
            <Text size="sm">Erased for good (download a backup first if you may need them):</Text>
            <List size="sm" spacing={2} mt={4}>
              {ERASED.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <Text size="sm" mt={6}>
              {KEPT}
            </Text>
          </Alert>
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <TextInput
            label="School name"
            description={
              <>
                Type <strong>{schoolName}</strong> to confirm
              </>
            }
            autoComplete="off"
            error={errors.schoolName?.message}
            required
            {...form.register('schoolName')}
          />
          <PasswordInputWithToggle
            label="Your password"
            autoComplete="current-password"
            error={errors.password?.message}
            required
            {...form.register('password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reset.isPending}>
              Erase students and records
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
