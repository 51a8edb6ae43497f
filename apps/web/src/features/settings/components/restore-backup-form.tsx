import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { IconAlertTriangle, IconFileUpload, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { endLocalSession } from '@/lib/auth';
import { useRestoreBackup } from '../api/restore-backup';
import { SettingsSection } from './settings-section';

/** What a restore replaces, said plainly (every table but the history and this moment's sign-ins). */
const REPLACED = [
  'students, their photos, QR codes and ID cards',
  'all attendance records and their edit history',
  'users and their passwords',
  'all settings, guardian messages, reports and gate devices',
];

const RESTORED_TOAST_MS = 8000;

type FieldErrors = { backup?: string; password?: string };

/** Restore from a backup file: checked here, confirmed in a dialog, applied by the server at once. */
export function RestoreBackupForm() {
  const queryClient = useQueryClient();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [isConfirming, confirmation] = useDisclosure(false);

  const askToConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const missing: FieldErrors = {
      backup: file ? undefined : SYSTEM_MESSAGES.backupRequired,
      password: password ? undefined : SYSTEM_MESSAGES.passwordRequired,
    };
    setErrors(missing);
    if (!missing.backup && !missing.password) confirmation.open();
  };

  const apply = async () => {
    if (!file) return;
    try {
      const result = await restore.mutateAsync({ file, password });
      confirmation.close();
      setFile(null);
      setPassword('');
      notifySuccess(result.message, { autoClose: RESTORED_TOAST_MS });
      // The admin's account is not in the backup: their session ended with the others.
      if (!result.isSignedIn) endLocalSession(queryClient);
      else await queryClient.invalidateQueries();
    } catch (error) {
      confirmation.close();
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      if (fields.backup || fields.password) {
        setErrors({ backup: fields.backup, password: fields.password });
        return;
      }
      setRefusal(errorMessage(error, SYSTEM_MESSAGES.backupNotApplied));
    }
  };

  return (
    <SettingsSection
      title="Restore"
      description="Replace the school's data with a backup file downloaded from this installation."
    >
      <form onSubmit={askToConfirm} noValidate aria-label="Restore a backup">
        <Stack gap="md">
          {refusal ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title="Backup refused"
              role="alert"
            >
              {refusal}
            </Alert>
          ) : null}
          <FileInput
            label="Backup file"
            description="A .json.gz file from Download backup"
            placeholder="Choose a file"
            accept=".gz,application/gzip"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setErrors((current) => ({ ...current, backup: undefined }));
            }}
            error={errors.backup}
            clearable
            required
          />
          <PasswordInputWithToggle
            label="Your password"
            description="Asked again because a restore replaces everything"
            autoComplete="current-password"
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" variant="light">
              Restore backup…
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={isConfirming}
        onClose={() => !restore.isPending && confirmation.close()}
        title="Replace all data with this backup?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Everything now in Rollcall is replaced by what is in <strong>{file?.name}</strong>:
          </Text>
          <List size="sm" spacing={4}>
            {REPLACED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text size="sm">
            Changes made since the backup are lost. Everyone else is signed out. The audit log is
            kept. The file is checked first: a damaged or foreign file changes nothing.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={confirmation.close} disabled={restore.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void apply()} loading={restore.isPending}>
              Replace data with backup
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
