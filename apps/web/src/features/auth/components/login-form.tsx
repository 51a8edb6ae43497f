import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, LoginBodySchema } from '@rollcall/contract/auth';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { useLogin } from '../api/login';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { TwoFactorStep } from './two-factor-step';

function loginErrorMessage(error: unknown): string {
  // The sign-in page shows the maintenance message itself (lib/maintenance.ts): say why here.
  if (error instanceof ApiError && error.code === 'MAINTENANCE')
    return SYSTEM_MESSAGES.maintenanceOn;
  if (error instanceof ApiError && error.code !== 'UNEXPECTED_RESPONSE') return error.message;
  return AUTH_MESSAGES.unexpected;
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const loginMutation = useLogin();
  /** Set while the second step (a code) is asked for. */
  const [challengeToken, setChallengeToken] = useState<string>();
  /** Why the second step sent the person back here. */
  const [expiredMessage, setExpiredMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((body) => {
    setExpiredMessage(undefined);
    loginMutation.mutate(body, {
      onSuccess: (result) => {
        if ('challengeToken' in result) setChallengeToken(result.challengeToken);
        else onSuccess();
      },
    });
  });

  const backToPassword = (message?: string) => {
    setChallengeToken(undefined);
    setExpiredMessage(message);
    loginMutation.reset();
    resetField('password');
  };

  if (challengeToken) {
    return (
      <TwoFactorStep
        challengeToken={challengeToken}
        onSuccess={onSuccess}
        onExpired={backToPassword}
        onCancel={() => backToPassword()}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {expiredMessage ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {expiredMessage}
          </Alert>
        ) : null}
        {loginMutation.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loginErrorMessage(loginMutation.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@school.edu"
          leftSection={<IconMail size={16} aria-hidden />}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInputWithToggle
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          leftSection={<IconLock size={16} aria-hidden />}
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={false}
          disabled={loginMutation.isPending}
        >
          {loginMutation.isPending ? AUTH_MESSAGES.submitting : AUTH_MESSAGES.submit}
        </Button>
      </Stack>
    </form>
  );
}
