import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadBackup } from '../api/download-backup';
import { useFileDownload } from '@/hooks/use-file-download';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { AutomaticBackupList } from './automatic-backup-list';
import { AutomaticBackupSettings } from './automatic-backup-settings';
import { RecoveryKeySettings } from './recovery-key-settings';
import { OffsiteBackupSettings } from './offsite-backup-settings';
import { RestoreBackupForm } from './restore-backup-form';
import { WithSettings } from './settings-category-form';
import { SettingsSection } from './settings-section';

function DownloadBackupSection() {
  const { t } = useTranslation('settings');
  const { isDownloading, download } = useFileDownload(downloadBackup, {
    savedMessage: (fileName) => t('backup.saved', { fileName }),
    failedMessage: t('backup.failed'),
  });
  return (
    <SettingsSection title={t('backup.download')} description={t('backup.downloadDescription')}>
      <Group>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => download()}
          loading={isDownloading}
        >
          {t('backup.download')}
        </Button>
      </Group>
    </SettingsSection>
  );
}

/** Backup & Restore: a backup file now, the nightly ones, and a restore from a file. */
export function BackupRestoreSettings(props: SettingsCategoryProps) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg">
      <DownloadBackupSection />
      <RecoveryKeySettings />
      <WithSettings>
        {(settings) => <AutomaticBackupSettings settings={settings} {...props} />}
      </WithSettings>
      <OffsiteBackupSettings {...props} />
      <SettingsSection title={t('backup.automaticList')}>
        <AutomaticBackupList />
      </SettingsSection>
      <RestoreBackupForm />
    </Stack>
  );
}
