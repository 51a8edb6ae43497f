import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadBackup } from '../api/download-backup';
import { useFileDownload } from '../hooks/use-file-download';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { AutomaticBackupList } from './automatic-backup-list';
import { AutomaticBackupSettings } from './automatic-backup-settings';
import { RestoreBackupForm } from './restore-backup-form';
import { WithSettings } from './settings-category-form';
import { SettingsSection } from './settings-section';

function DownloadBackupSection() {
  const { isDownloading, download } = useFileDownload(downloadBackup, {
    savedMessage: (fileName) => `Backup saved as ${fileName}`,
    failedMessage: 'The backup could not be made.',
  });
  return (
    <SettingsSection
      title="Download backup"
      description="One file with every table of the school's data, its format version and a checksum. Keep it somewhere safe: it holds personal data."
    >
      <Group>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          loading={isDownloading}
        >
          Download backup
        </Button>
      </Group>
    </SettingsSection>
  );
}

/** Backup & Restore: a backup file now, the nightly ones, and a restore from a file. */
export function BackupRestoreSettings(props: SettingsCategoryProps) {
  return (
    <Stack gap="lg">
      <DownloadBackupSection />
      <WithSettings>
        {(settings) => <AutomaticBackupSettings settings={settings} {...props} />}
      </WithSettings>
      <SettingsSection title="Automatic backups on this server">
        <AutomaticBackupList />
      </SettingsSection>
      <RestoreBackupForm />
    </Stack>
  );
}
