import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDatabaseOff, IconFileExport, IconFileImport, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { STUDENTS_IMPORT_LINK } from '@/config/navigation';
import { currentLocale } from '@/i18n/language';
import { errorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { useClearCache } from '../api/clear-cache';
import { exportStudentsCsv } from '../api/export-students';
import { useFileDownload } from '@/hooks/use-file-download';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { DistrictOnlyNote } from './district-only-note';
import { MaintenanceModeForm } from './maintenance-mode-form';
import { ResetSystemModal } from './reset-system-modal';
import { SettingsSection } from './settings-section';

type SystemMaintenanceProps = SettingsCategoryProps & {
  /** The attendance screen's CSV export, handed in by the page (features do not import each other). */
  attendanceExport: { run: () => void; isRunning: boolean };
};

function ExportStudentsButton() {
  const { t } = useTranslation('settings');
  const { isDownloading, download } = useFileDownload(exportStudentsCsv, {
    savedMessage: (fileName) => t('maintenance.exported', { fileName }),
    failedMessage: t('maintenance.exportFailed'),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={18} aria-hidden />}
      onClick={() => download()}
      loading={isDownloading}
    >
      {t('maintenance.exportStudents')}
    </Button>
  );
}

/**
 * System Maintenance: maintenance mode, Clear Cache, Export Data, Import Data, Reset System. The
 * maintenance mode and the caches are the installation's, its district administrators' (issue
 * 41); a school's administrator exports, imports and resets their school.
 */
export function SystemMaintenanceSettings({ attendanceExport, ...props }: SystemMaintenanceProps) {
  const { t } = useTranslation('settings');
  const clearCache = useClearCache();
  const [isResetOpen, resetModal] = useDisclosure(false);
  const { isDistrictAdmin } = useCurrentUser();

  const clear = () =>
    clearCache.mutate(undefined, {
      // The server words each item in the screens' language; the list is written as it writes lists.
      onSuccess: (result) =>
        notifySuccess(
          `${result.message} ${new Intl.ListFormat(currentLocale(), { type: 'unit' }).format(result.cleared)}.`,
        ),
      onError: (error) => notifyError(errorMessage(error, t('maintenance.cacheFailed'))),
    });

  return (
    <Stack gap="lg">
      {isDistrictAdmin ? (
        <MaintenanceModeForm {...props} />
      ) : (
        <DistrictOnlyNote>{t('district.maintenanceNote')}</DistrictOnlyNote>
      )}
      <SettingsSection
        title={t('maintenance.dataTitle')}
        description={t('maintenance.dataDescription')}
      >
        <Group gap="sm">
          <ExportStudentsButton />
          <Button
            variant="default"
            leftSection={<IconFileExport size={18} aria-hidden />}
            onClick={attendanceExport.run}
            loading={attendanceExport.isRunning}
          >
            {t('maintenance.exportAttendance')}
          </Button>
          <Button
            component={Link}
            to={STUDENTS_IMPORT_LINK}
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            {t('maintenance.importData')}
          </Button>
        </Group>
      </SettingsSection>
      {isDistrictAdmin ? (
        <SettingsSection
          title={t('maintenance.clearCache')}
          description={t('maintenance.clearCacheDescription')}
        >
          <Group>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={clear}
              loading={clearCache.isPending}
            >
              {t('maintenance.clearCache')}
            </Button>
          </Group>
        </SettingsSection>
      ) : null}
      <SettingsSection
        title={t('reset.title')}
        description={
          <Text span size="sm">
            {t('maintenance.resetDescription')}
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
            {t('maintenance.reset')}
          </Button>
        </Group>
      </SettingsSection>
      <ResetSystemModal opened={isResetOpen} onClose={resetModal.close} />
    </Stack>
  );
}
