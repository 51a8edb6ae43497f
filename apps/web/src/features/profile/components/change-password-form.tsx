import { Button, Group, Stack, Text } from '@mantine/core';
import { ChangePasswordFormSchema } from '@rollcall/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { endLocalSession, logout } from '@/lib/auth';
import { formResolver } from '@/lib/form-resolver';
import { useChangePassword } from '../api/change-password';

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

const FIELD_NAMES: readonly Path<ChangePasswordValues>[] = [
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
];

/** Without `onCancel` (the first administrator's forced change) there is no Cancel: only this. */
export function ChangePasswordForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const { t: tc } = useTranslation('contract');
  const changePassword = useChangePassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    resolver: formResolver<ChangePasswordValues>()(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: Path<ChangePasswordValues>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await changePassword.mutateAsync({ currentPassword, newPassword });
      // Spec §4: a successful change logs the user out here; they sign in with the new password.
      await logout();
      endLocalSession(queryClient);
      notifySuccess(result.message || tc('auth.passwordChanged'));
      await navigate('/login', { replace: true });
    } catch (error) {
      if (applyFieldErrors(error, FIELD_NAMES, form.setError)) return;
      notifyError(
        t('password.failed', { reason: errorMessage(error, t('password.failedFallback')) }),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('password.intro')}
        </Text>
        <PasswordInputWithToggle
          label={t('password.current')}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...field('currentPassword')}
        />
        <PasswordInputWithToggle
          label={t('password.new')}
          autoComplete="new-password"
          required
          description={t('password.newHint')}
          error={errors.newPassword?.message}
          {...field('newPassword')}
        />
        <PasswordInputWithToggle
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword?.message}
          {...field('confirmNewPassword')}
        />
        <Group justify="flex-end" mt="md">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={changePassword.isPending}>
              {t('common:cancel')}
            </Button>
          )}
          <Button type="submit" loading={changePassword.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
