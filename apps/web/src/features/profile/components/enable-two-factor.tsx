import {
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { EnableTwoFactorBodySchema, type EnableTwoFactorBody } from '@rollcall/contract/two-factor';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { OtpauthQr } from './otpauth-qr';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, easier to type: apps ignore the spaces. */
const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type EnableTwoFactorProps = {
  account: string;
  /** After the recovery codes were shown and the person said they have kept them. */
  onDone: () => void;
  onCancel?: () => void;
};

/**
 * Turning two-factor sign-in on: scan the QR code (or type the key), confirm with a code from the
 * app, then keep the ten recovery codes shown once.
 */
export function EnableTwoFactor({ account, onDone, onCancel }: EnableTwoFactorProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { t: tc } = useTranslation('contract');
  const setup = useSetupTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    setup.mutate();
  }, [setup]);

  if (recoveryCodes) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={t('enableTwoFactor.onTitle')}>
          {t('enableTwoFactor.onText')}
        </Alert>
        <RecoveryCodes codes={recoveryCodes} account={account} />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('enableTwoFactor.savedCodes')}</Button>
        </Group>
      </Stack>
    );
  }
  if (setup.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorMessage(setup.error, tc('auth.unexpected'))}
      </Alert>
    );
  }
  if (!setup.data) {
    return (
      <Center py="xl">
        <Loading label={t('enableTwoFactor.preparing')} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{t('enableTwoFactor.scan')}</Text>
      <Center>
        <OtpauthQr uri={setup.data.otpauthUri} label={t('enableTwoFactor.qr')} />
      </Center>
      <Stack gap={4}>
        <Text size="sm" id="two-factor-key-label">
          {t('enableTwoFactor.cantScan')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="stretch">
          <Code
            block
            fz="md"
            ta="center"
            aria-labelledby="two-factor-key-label"
            data-testid="two-factor-secret"
            // Wraps between the groups of four on a narrow screen instead of running off it.
            style={{ flex: 1, letterSpacing: '0.08em', whiteSpace: 'normal' }}
          >
            {groupedSecret(setup.data.secret)}
          </Code>
          <CopyButton value={setup.data.secret}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                h="auto"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? t('enableTwoFactor.copied') : t('enableTwoFactor.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <ConfirmCodeForm onEnabled={setRecoveryCodes} onCancel={onCancel} />
    </Stack>
  );
}

function ConfirmCodeForm(props: {
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const { t: tc } = useTranslation('contract');
  const enable = useEnableTwoFactor();
  const form = useForm({
    resolver: formResolver<{ code: string }>()(EnableTwoFactorBodySchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (body: EnableTwoFactorBody) => {
    try {
      const result = await enable.mutateAsync(body);
      props.onEnabled(result.recoveryCodes);
    } catch (error) {
      applyFieldErrors(error, ['code'], form.setError);
    }
  });
  const fieldError = form.formState.errors.code?.message;
  const otherError =
    enable.isError && !fieldError ? errorMessage(enable.error, tc('auth.unexpected')) : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('enableTwoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          maxLength={7}
          required
          error={fieldError}
          {...form.register('code', { onChange: () => form.clearErrors('code') })}
        />
        {otherError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {otherError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {props.onCancel ? (
            <Button variant="default" onClick={props.onCancel} disabled={enable.isPending}>
              {t('common:cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={enable.isPending}>
            {t('enableTwoFactor.turnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
