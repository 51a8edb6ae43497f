import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { TotpCodeSchema, TwoFactorCodeSchema } from '@rollcall/contract/two-factor';
import { IconAlertCircle, IconArrowLeft, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
import { useLoginTwoFactor } from '../api/login-two-factor';

type Mode = 'app' | 'recovery';
type CodeValues = { code: string };

const SCHEMAS = {
  app: z.object({ code: TotpCodeSchema }),
  recovery: z.object({ code: TwoFactorCodeSchema }),
};

type TwoFactorStepProps = {
  challengeToken: string;
  onSuccess: () => void;
  /** The challenge ran out or was spent: back to the password, with the server's message. */
  onExpired: (message: string) => void;
  onCancel: () => void;
};

/** The second step of signing in: the code from the authenticator app, or a recovery code. */
export function TwoFactorStep(props: TwoFactorStepProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [mode, setMode] = useState<Mode>('app');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('common:twoFactor.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {mode === 'app' ? t('twoFactor.appHelp') : t('twoFactor.recoveryHelp')}
        </Text>
      </Stack>
      <CodeForm key={mode} mode={mode} {...props} />
      <Group justify="space-between" gap="xs">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setMode(mode === 'app' ? 'recovery' : 'app')}
        >
          {mode === 'app' ? t('twoFactor.useRecovery') : t('twoFactor.useApp')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={props.onCancel}>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('twoFactor.back')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

function CodeForm({
  mode,
  challengeToken,
  onSuccess,
  onExpired,
}: TwoFactorStepProps & { mode: Mode }) {
  const { t } = useTranslation(['auth', 'common']);
  const { t: tc } = useTranslation('contract');
  const loginTwoFactor = useLoginTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({
    resolver: formResolver<CodeValues>()(SCHEMAS[mode]),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) => {
    loginTwoFactor.mutate(
      { challengeToken, code },
      {
        onSuccess,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') {
            onExpired(error.message);
          }
        },
      },
    );
  });

  const isApp = mode === 'app';
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {loginTwoFactor.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(loginTwoFactor.error, tc('auth.unexpected'))}
          </Alert>
        ) : null}
        <TextInput
          label={isApp ? t('twoFactor.appCode') : t('twoFactor.recoveryCode')}
          autoComplete={isApp ? 'one-time-code' : 'off'}
          inputMode={isApp ? 'numeric' : 'text'}
          placeholder={isApp ? '123456' : 'xxxx-xxxx-xxxx'}
          maxLength={isApp ? 7 : 40}
          spellCheck={false}
          autoCapitalize="off"
          required
          // The step replaced the password form: the code field is where the person continues.
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" fullWidth size="md" disabled={loginTwoFactor.isPending}>
          {loginTwoFactor.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
      </Stack>
    </form>
  );
}
