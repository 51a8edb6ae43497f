import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ResetBodySchema } from '@rollcall/contract/system';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useSchoolName } from '@/lib/school-info';
import { useResetSystem } from '../api/reset-system';

const ERASED = ['students', 'attendance', 'notifications', 'reports'] as const;

type ResetValues = { schoolName: string; password: string };

type ResetSystemModalProps = { opened: boolean; onClose: () => void };

/** Reset System: the admin types the school's name and their password; the server checks both. */
export function ResetSystemModal({ opened, onClose }: ResetSystemModalProps) {
  const { t } = useTranslation(['settings', 'common']);
  const schoolName = useSchoolName();
  const reset = useResetSystem();
  const form = useForm({
    resolver: formResolver<ResetValues>()(ResetBodySchema),
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
      ? errorMessage(reset.error, t('reset.failed'))
      : undefined;

  return (
    <Modal opened={opened} onClose={close} title={t('reset.title')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('reset.title')}>
        <Stack gap="sm">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('reset.warning')}>
            <Text size="sm">{t('reset.erasedIntro')}</Text>
            <List size="sm" spacing={2} mt={4}>
              {ERASED.map((item) => (
                <List.Item key={item}>{t(`reset.erased.${item}`)}</List.Item>
              ))}
            </List>
            <Text size="sm" mt={6}>
              {t('reset.kept')}
            </Text>
          </Alert>
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <TextInput
            label={t('common:fields.schoolName')}
            description={
              <Trans
                t={t}
                i18nKey="reset.schoolNameHint"
                values={{ schoolName }}
                components={{ name: <strong /> }}
              />
            }
            autoComplete="off"
            error={errors.schoolName?.message}
            required
            {...form.register('schoolName')}
          />
          <PasswordInputWithToggle
            label={t('common:yourPassword')}
            autoComplete="current-password"
            error={errors.password?.message}
            required
            {...form.register('password')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={reset.isPending}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" color="red" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
