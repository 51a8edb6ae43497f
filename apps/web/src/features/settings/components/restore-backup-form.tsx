import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconFileUpload, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { BackupOpeningFields } from '@/components/ui/backup-opening-fields';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { endLocalSession } from '@/lib/auth';
import { BACKUP_FILE_ACCEPT } from '@/lib/restore-backup';
import { useRestoreBackup } from '../api/restore-backup';
import { SettingsSection } from './settings-section';

/** What a restore replaces, said plainly (every table but the history and this moment's sign-ins). */
const REPLACED = ['students', 'attendance', 'users', 'settings'] as const;

const RESTORED_TOAST_MS = 8000;

type FieldErrors = {
  backup?: string;
  password?: string;
  recoveryKey?: string;
  passphrase?: string;
};

/** Restore from a backup file: checked here, confirmed in a dialog, applied by the server at once. */
export function RestoreBackupForm() {
  const { t } = useTranslation(['settings', 'common']);
  const { t: tc } = useTranslation('contract');
  const queryClient = useQueryClient();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [recoveryKey, setRecoveryKey] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [isConfirming, confirmation] = useDisclosure(false);

  const askToConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing: FieldErrors = {
      backup: file ? undefined : tc('system.backupRequired'),
      password: password ? undefined : tc('system.passwordRequired'),
    };
    setErrors(missing);
    if (!missing.backup && !missing.password) confirmation.open();
  };

  const apply = async () => {
    if (!file) return;
    try {
      const result = await restore.mutateAsync({ file, password, recoveryKey, passphrase });
      confirmation.close();
      setFile(null);
      setPassword('');
      setRecoveryKey('');
      setPassphrase('');
      notifySuccess(result.message, { autoClose: RESTORED_TOAST_MS });
      // A restore ends every session, this one too (a server of the first release kept it).
      if (!result.isSignedIn) endLocalSession(queryClient);
      else await queryClient.invalidateQueries();
    } catch (error) {
      confirmation.close();
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      if (fields.backup || fields.password || fields.recoveryKey || fields.passphrase) {
        setErrors(fields);
        return;
      }
      setRefusal(errorMessage(error, tc('system.backupNotApplied')));
    }
  };

  return (
    <SettingsSection title={t('restore.title')} description={t('restore.description')}>
      <form onSubmit={askToConfirm} noValidate aria-label={t('restore.form')}>
        <Stack gap="md">
          {refusal ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('restore.refused')}
              role="alert"
            >
              {refusal}
            </Alert>
          ) : null}
          <FileInput
            label={t('restore.file')}
            description={t('restore.fileHint')}
            placeholder={t('restore.filePlaceholder')}
            accept={BACKUP_FILE_ACCEPT}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setErrors((current) => ({ ...current, backup: undefined }));
            }}
            error={errors.backup}
            clearable
            clearButtonProps={{ 'aria-label': t('restore.fileClear') }}
            required
          />
          <BackupOpeningFields
            labels={{
              legend: t('restore.opening'),
              hint: t('restore.openingHint'),
              recoveryKey: t('recoveryKey.title'),
              passphrase: t('recoveryKey.passphraseTitle'),
            }}
            recoveryKey={recoveryKey}
            passphrase={passphrase}
            onRecoveryKeyChange={setRecoveryKey}
            onPassphraseChange={setPassphrase}
            errors={errors}
          />
          <PasswordInputWithToggle
            label={t('common:yourPassword')}
            description={t('restore.passwordHint')}
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" variant="light">
              {t('restore.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={isConfirming}
        onClose={() => !restore.isPending && confirmation.close()}
        title={t('restore.confirmTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="restore.confirmIntro"
              values={{ fileName: file?.name ?? '' }}
              components={{ file: <strong /> }}
            />
          </Text>
          <List size="sm" spacing={4}>
            {REPLACED.map((item) => (
              <List.Item key={item}>{t(`restore.replaced.${item}`)}</List.Item>
            ))}
          </List>
          <Text size="sm">{t('restore.confirmOutro')}</Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={confirmation.close} disabled={restore.isPending}>
              {t('common:cancel')}
            </Button>
            <Button color="red" onClick={() => void apply()} loading={restore.isPending}>
              {t('restore.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
