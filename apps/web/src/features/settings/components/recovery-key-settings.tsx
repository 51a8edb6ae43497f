import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RecoveryKey } from '@rollcall/contract/recovery-key';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconAlertTriangle, IconCircleCheck, IconEye, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/loading';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';
import { useRecoveryStatus, useRevealRecoveryKey, useRotateRecoveryKey } from '../api/recovery-key';
import { BackupPassphraseForm } from './backup-passphrase-form';
import { RecoveryKeyShown } from './recovery-key-shown';
import { SettingsSection } from './settings-section';

/**
 * The recovery key (issue 40): what opens this installation's backups on a new machine. Its
 * status, a reminder until an admin says it is kept away from the server, the key itself after
 * the identity confirmation (the API client asks for it), a new key, and the backup passphrase.
 */
export function RecoveryKeySettings() {
  const { t } = useTranslation(['settings', 'common']);
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const status = useRecoveryStatus();
  const reveal = useRevealRecoveryKey();
  const rotate = useRotateRecoveryKey();
  const [shown, setShown] = useState<RecoveryKey>();
  const [isRotating, rotation] = useDisclosure(false);
  const showRef = useRef<HTMLButtonElement>(null);

  const show = async () => {
    try {
      setShown(await reveal.mutateAsync());
    } catch (error) {
      notifyError(errorMessage(error, t('recoveryKey.showFailed')));
    }
  };

  const makeNew = async () => {
    try {
      const { message, ...made } = await rotate.mutateAsync();
      rotation.close();
      setShown(made);
      notifySuccess(message);
    } catch (error) {
      rotation.close();
      notifyError(errorMessage(error, t('recoveryKey.rotateFailed')));
    }
  };

  const hide = () => {
    setShown(undefined);
    // The key's buttons are gone: the focus goes back to the one that shows it.
    requestAnimationFrame(() => showRef.current?.focus());
  };

  const body = () => {
    if (status.isPending) return <Loading label={t('recoveryKey.loading')} size="sm" />;
    if (status.error) {
      return (
        <Alert color="red" role="alert">
          {errorMessage(status.error, t('recoveryKey.loadFailed'))}
        </Alert>
      );
    }
    const { createdAt, savedAt, hasPassphrase } = status.data;
    return (
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm">
            {t('recoveryKey.made', { date: formatSchoolInstant(createdAt, timezone) })}
          </Text>
          {savedAt ? (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
              <Text size="sm">
                {t('recoveryKey.savedOn', { date: formatSchoolInstant(savedAt, timezone) })}
              </Text>
            </Group>
          ) : null}
        </Stack>
        {savedAt ? null : (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('recoveryKey.notSavedTitle')}
          >
            {t('recoveryKey.notSaved')}
          </Alert>
        )}
        {shown ? (
          <RecoveryKeyShown recoveryKey={shown} isSaved={savedAt !== null} onHide={hide} />
        ) : null}
        <Group gap="sm">
          {shown ? null : (
            <Button
              ref={showRef}
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => void show()}
              loading={reveal.isPending}
            >
              {t('recoveryKey.show')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={rotation.open}
          >
            {t('recoveryKey.rotate')}
          </Button>
        </Group>
        <BackupPassphraseForm hasPassphrase={hasPassphrase} />
      </Stack>
    );
  };

  return (
    <SettingsSection title={t('recoveryKey.title')} description={t('recoveryKey.description')}>
      {body()}
      <Modal
        opened={isRotating}
        onClose={() => !rotate.isPending && rotation.close()}
        title={t('recoveryKey.rotateTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('recoveryKey.rotateBody')}</Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={rotation.close} disabled={rotate.isPending}>
              {t('common:cancel')}
            </Button>
            <Button onClick={() => void makeNew()} loading={rotate.isPending}>
              {t('recoveryKey.rotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
