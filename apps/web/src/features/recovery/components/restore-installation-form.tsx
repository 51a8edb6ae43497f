import { Alert, Button, Fieldset, FileInput, Stack, TextInput } from '@mantine/core';
import type { RestoreResult } from '@rollcall/contract/system';
import { IconAlertTriangle, IconFileUpload, IconLock, IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackupOpeningFields } from '@/components/ui/backup-opening-fields';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { ApiError, errorMessage } from '@/lib/api-error';
import { BACKUP_FILE_ACCEPT } from '@/lib/restore-backup';
import { useRestoreNewInstallation } from '../api/restore-new-installation';

type Field = 'email' | 'password' | 'backup' | 'recoveryKey' | 'passphrase';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The first administrator of a new installation brings the school back: their printed password,
 * the old installation's backup file and its recovery key (or passphrase). The server's refusal
 * (a wrong password or key, a changed file) is said in an alert; `onRestored` gets its answer.
 */
export function RestoreInstallationForm({
  onRestored,
}: {
  onRestored: (result: RestoreResult) => void;
}) {
  const { t } = useTranslation(['recovery', 'auth', 'settings']);
  const { t: tc } = useTranslation('contract');
  const restore = useRestoreNewInstallation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [recoveryKey, setRecoveryKey] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing: FieldErrors = {
      email: email.includes('@') ? undefined : tc('validation.invalidEmail'),
      password: password ? undefined : t('form.passwordRequired'),
      backup: file ? undefined : tc('system.backupRequired'),
    };
    setErrors(missing);
    if (!file || missing.email || missing.password) return;
    try {
      const result = await restore.mutateAsync({
        email: email.trim(),
        password,
        file,
        recoveryKey,
        passphrase,
      });
      if (result) onRestored(result);
      else setRefusal(t('form.twoFactor'));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors(fields);
      setRefusal(errorMessage(error, t('form.failed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth:login.restore')}>
      <Stack gap="md">
        {refusal ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('form.refused')}
            role="alert"
          >
            {refusal}
          </Alert>
        ) : null}
        <Fieldset
          legend={t('form.account')}
          variant="unstyled"
          p={0}
          styles={{ legend: { fontWeight: 600 } }}
        >
          <Stack gap="xs">
            <TextInput
              label={t('auth:login.email')}
              description={t('form.accountHint')}
              type="email"
              autoComplete="username"
              leftSection={<IconMail size={16} aria-hidden />}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              required
            />
            <PasswordInputWithToggle
              label={t('form.password')}
              autoComplete="current-password"
              leftSection={<IconLock size={16} aria-hidden />}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              required
            />
          </Stack>
        </Fieldset>
        <FileInput
          label={t('settings:restore.file')}
          description={t('form.fileHint')}
          placeholder={t('settings:restore.filePlaceholder')}
          accept={BACKUP_FILE_ACCEPT}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          value={file}
          onChange={setFile}
          error={errors.backup}
          clearable
          clearButtonProps={{ 'aria-label': t('settings:restore.fileClear') }}
          required
        />
        <BackupOpeningFields
          labels={{
            legend: t('form.opening'),
            hint: t('form.openingHint'),
            recoveryKey: t('settings:recoveryKey.title'),
            passphrase: t('settings:recoveryKey.passphraseTitle'),
          }}
          recoveryKey={recoveryKey}
          passphrase={passphrase}
          onRecoveryKeyChange={setRecoveryKey}
          onPassphraseChange={setPassphrase}
          errors={errors}
        />
        <Button type="submit" fullWidth size="md" loading={restore.isPending}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
