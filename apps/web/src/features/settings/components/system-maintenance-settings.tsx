import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDatabaseOff, IconFileExport, IconFileImport, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { STUDENTS_IMPORT_LINK } from '@/config/navigation';
import { errorMessage } from '@/lib/api-error';
import { useClearCache } from '../api/clear-cache';
import { exportStudentsCsv } from '../api/export-students';
import { useFileDownload } from '../hooks/use-file-download';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { MaintenanceModeForm } from './maintenance-mode-form';
import { ResetSystemModal } from './reset-system-modal';
import { SettingsSection } from './settings-section';

type SystemMaintenanceProps = SettingsCategoryProps & {
  /** The attendance screen's CSV export, handed in by the page (features do not import each other). */
  attendanceExport: { run: () => void; isRunning: boolean };
};

function ExportStudentsButton() {
  const { isDownloading, download } = useFileDownload(exportStudentsCsv, {
    savedMessage: (fileName) => `Students exported to ${fileName}`,
    failedMessage: 'The students could not be exported.',
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={18} aria-hidden />}
      onClick={download}
      loading={isDownloading}
    >
      Export students (CSV)
    </Button>
  );
}

/** System Maintenance: maintenance mode, Clear Cache, Export Data, Import Data, Reset System. */
export function SystemMaintenanceSettings({ attendanceExport, ...props }: SystemMaintenanceProps) {
  const clearCache = useClearCache();
  const [isResetOpen, resetModal] = useDisclosure(false);

  const clear = () =>
    clearCache.mutate(undefined, {
      onSuccess: (result) => notifySuccess(`${result.message} ${result.cleared.join('; ')}.`),
      onError: (error) => notifyError(errorMessage(error, 'The cache could not be cleared.')),
    });

  return (
    <Stack gap="lg">
      <MaintenanceModeForm {...props} />
      <SettingsSection
        title="Data"
        description="Export the school's records as CSV, or add students from a CSV file."
      >
        <Group gap="sm">
          <ExportStudentsButton />
          <Button
            variant="default"
            leftSection={<IconFileExport size={18} aria-hidden />}
            onClick={attendanceExport.run}
            loading={attendanceExport.isRunning}
          >
            Export attendance (CSV)
          </Button>
          <Button
            component={Link}
            to={STUDENTS_IMPORT_LINK}
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            Import Data
          </Button>
        </Group>
      </SettingsSection>
      <SettingsSection
        title="Clear Cache"
        description="The server keeps settings and checked sign-ins in memory; clearing makes it read them again. Nothing is lost."
      >
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={clear}
            loading={clearCache.isPending}
          >
            Clear Cache
          </Button>
        </Group>
      </SettingsSection>
      <SettingsSection
        title="Reset System"
        description={
          <Text span size="sm">
            Erases every student and their attendance, notifications, ID cards and reports. Users
            and settings stay.
          </Text>
        }
      >
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconDatabaseOff size={18} aria-hidden />}
            onClick={resetModal.open}
          >
            Reset System…
          </Button>
        </Group>
      </SettingsSection>
      <ResetSystemModal opened={isResetOpen} onClose={resetModal.close} />
    </Stack>
  );
}
