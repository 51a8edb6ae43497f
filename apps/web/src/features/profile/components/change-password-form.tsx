import { Button, Group, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { ChangePasswordFormSchema } from '@rollcall/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
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

export function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
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
      notifySuccess(result.message || AUTH_MESSAGES.passwordChanged);
      await navigate('/login', { replace: true });
    } catch (error) {
      if (applyFieldErrors(error, FIELD_NAMES, form.setError)) return;
      notifyError(`Failed to change password: ${errorMessage(error, 'Password change failed')}`);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          After the change you will be signed out and asked to sign in with the new password.
        </Text>
        <PasswordInputWithToggle
          label="Current Password"
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...field('currentPassword')}
        />
        <PasswordInputWithToggle
          label="New Password"
          autoComplete="new-password"
          required
          description="At least 6 characters, with an uppercase letter, a lowercase letter and a number"
          error={errors.newPassword?.message}
          {...field('newPassword')}
        />
        <PasswordInputWithToggle
          label="Confirm New Password"
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword?.message}
          {...field('confirmNewPassword')}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={changePassword.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={changePassword.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
