import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { BACKUP_PASSPHRASE_MAX, BACKUP_PASSPHRASE_MIN } from '@rollcall/contract/recovery-key';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useClearBackupPassphrase, useSetBackupPassphrase } from '../api/recovery-key';

type FieldErrors = { passphrase?: string; repeat?: string };

/**
 * A passphrase the admins choose, which opens the backups made from now on as the recovery key
 * does: typed twice, since nothing shows it again. Both changes go through the identity
 * confirmation when the server asks for it (the API client's dialog).
 */
export function BackupPassphraseForm({ hasPassphrase }: { hasPassphrase: boolean }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('contract');
  const setPassphrase = useSetBackupPassphrase();
  const clearPassphrase = useClearBackupPassphrase();
  const [passphrase, setValue] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {
      passphrase:
        passphrase.length < BACKUP_PASSPHRASE_MIN
          ? tc('recovery.passphraseTooShort')
          : passphrase.length > BACKUP_PASSPHRASE_MAX
            ? tc('recovery.passphraseTooLong')
            : undefined,
      repeat: repeat !== passphrase ? t('recoveryKey.passphraseMismatch') : undefined,
    };
    setErrors(found);
    if (found.passphrase || found.repeat) return;
    try {
      const { message } = await setPassphrase.mutateAsync(passphrase);
      setValue('');
      setRepeat('');
      notifySuccess(message);
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields?.passphrase : undefined;
      if (fieldError) setErrors({ passphrase: fieldError });
      else notifyError(errorMessage(error, t('recoveryKey.passphraseFailed')));
    }
  };

  const clear = async () => {
    try {
      const { message } = await clearPassphrase.mutateAsync();
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error, t('recoveryKey.passphraseFailed')));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('recoveryKey.passphraseTitle')}
    >
      <Stack gap="sm">
        <div>
          <Title order={4} size="h5">
            {t('recoveryKey.passphraseTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('recoveryKey.passphraseDescription')}
          </Text>
        </div>
        <Text size="sm" fw={500}>
          {hasPassphrase ? t('recoveryKey.passphraseIsSet') : t('recoveryKey.passphraseNotSet')}
        </Text>
        <PasswordInputWithToggle
          label={t('recoveryKey.passphrase')}
          autoComplete="new-password"
          leftSection={<IconKey size={16} aria-hidden />}
          value={passphrase}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={errors.passphrase}
          maw={420}
        />
        <PasswordInputWithToggle
          label={t('recoveryKey.passphraseRepeat')}
          autoComplete="new-password"
          leftSection={<IconKey size={16} aria-hidden />}
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          error={errors.repeat}
          maw={420}
        />
        <Group gap="sm">
          <Button type="submit" variant="light" loading={setPassphrase.isPending}>
            {hasPassphrase ? t('recoveryKey.passphraseChange') : t('recoveryKey.passphraseSet')}
          </Button>
          {hasPassphrase ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void clear()}
              loading={clearPassphrase.isPending}
            >
              {t('recoveryKey.passphraseClear')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
