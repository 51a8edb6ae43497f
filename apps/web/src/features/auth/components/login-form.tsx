import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAfterFirstIdle } from '@/hooks/use-after-first-idle';
import { ApiError } from '@/lib/api-error';
import { loadAuthContract } from '@/lib/auth';
import { lazyFormResolver } from '@/lib/lazy-form-resolver';
import { useLogin } from '../api/login';
import { useSsoReturn } from '../utils/sso-return';
import { SsoOutcomeAlert, SsoSignInButtons } from './sso-sign-in';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';

/** Why signing in failed: the server's message (in the screens' language), or the contract's. */
function loginErrorMessage(tc: TFunction<'contract'>, error: unknown): string {
  // The sign-in page shows the maintenance message itself (lib/maintenance.ts): say why here.
  if (error instanceof ApiError && error.code === 'MAINTENANCE') return tc('system.maintenanceOn');
  if (error instanceof ApiError && error.code !== 'UNEXPECTED_RESPONSE') return error.message;
  return tc('auth.unexpected');
}

type LoginValues = { email: string; password: string };

/*
 * The sign-in page draws before zod and the contract's schemas are evaluated (issue 28): the
 * form's schema and the code step (which has schemas of its own) load once the page is idle, or
 * on the first submit if that comes sooner.
 */
const loginValidation = lazyFormResolver(async () => {
  const [{ LoginBodySchema }, { formResolver }] = await Promise.all([
    loadAuthContract(),
    import('@/lib/form-resolver'),
  ]);
  return formResolver<LoginValues>()(LoginBodySchema);
});
const loadTwoFactorStep = () => import('./two-factor-step');
const TwoFactorStep = lazy(async () => ({ default: (await loadTwoFactorStep()).TwoFactorStep }));

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tc } = useTranslation('contract');
  const loginMutation = useLogin();
  // A provider sign-in came back without a session: why, or the code step an admin still owes.
  const ssoReturn = useSsoReturn();
  /** Set while the second step (a code) is asked for. */
  const [challengeToken, setChallengeToken] = useState(ssoReturn.challengeToken ?? undefined);
  /** Why the second step sent the person back here. */
  const [expiredMessage, setExpiredMessage] = useState<string>();
  const [isValidationMissing, setIsValidationMissing] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const isIdle = useAfterFirstIdle();
  useEffect(() => {
    if (!isIdle) return;
    // Failures wait for the submit, which tries again and reports them.
    loginValidation.preload().catch(() => undefined);
    loadTwoFactorStep().catch(() => undefined);
  }, [isIdle]);

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
      <Suspense fallback={null}>
        <TwoFactorStep
          challengeToken={challengeToken}
          onSuccess={onSuccess}
          onExpired={backToPassword}
          onCancel={() => backToPassword()}
        />
      </Suspense>
    );
  }

  // Above the password form: why a provider sign-in came back, and the providers' buttons.
  return (
    <Stack gap="md">
      <SsoOutcomeAlert outcome={ssoReturn.outcome} />
      <SsoSignInButtons />
      <form
        onSubmit={(event) => {
          setIsValidationMissing(false);
          // The form's schema could not load (offline before the page was idle): said as a network
          // failure is, and the next submit tries the load again.
          onSubmit(event).catch(() => setIsValidationMissing(true));
        }}
        noValidate
      >
        <Stack gap="md">
          {expiredMessage ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
            >
              {expiredMessage}
            </Alert>
          ) : null}
          {loginMutation.isError || isValidationMissing ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {isValidationMissing
                ? tc('auth.networkError')
                : loginErrorMessage(tc, loginMutation.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            placeholder={t('login.emailPlaceholder')}
            leftSection={<IconMail size={16} aria-hidden />}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInputWithToggle
            label={t('common:fields.password')}
            autoComplete="current-password"
            placeholder={t('common:yourPassword')}
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
            {loginMutation.isPending ? tc('auth.submitting') : tc('auth.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
