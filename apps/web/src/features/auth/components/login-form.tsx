import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, LoginBodySchema } from '@rollcall/contract/auth';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api-error';
import { useLogin } from '../api/login';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'UNEXPECTED_RESPONSE') return error.message;
  return AUTH_MESSAGES.unexpected;
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((body) => {
    loginMutation.mutate(body, { onSuccess });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
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
