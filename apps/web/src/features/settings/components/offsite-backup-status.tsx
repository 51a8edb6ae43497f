import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import type { OffsiteCopyState } from '@rollcall/contract/system';
import { IconCloudUpload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui/loading';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';
import { useBackupStatus } from '../api/get-automatic-backups';
import { useRunBackup } from '../api/run-backup';
import { formatSize } from './automatic-backup-list';
import { SettingsSection } from './settings-section';

/** How the last off-machine copy went, in words. */
function offsiteLine(offsite: OffsiteCopyState, t: TFunction<'settings'>, timezone: string) {
  const at = (instant: string | null) => (instant ? formatSchoolInstant(instant, timezone) : '—');
  if (offsite.status === 'off') return t('offsite.status.off');
  if (offsite.status === 'pending') return t('offsite.status.pending');
  if (offsite.status === 'copied') {
    return t('offsite.status.copied', {
      location: offsite.location ?? '—',
      time: at(offsite.lastSuccessAt),
    });
  }
  return t('offsite.status.failed', {
    location: offsite.location ?? '—',
    time: at(offsite.lastAttemptAt),
  });
}

/** The newest backup, where it went, the last failure if any, and "Back up now". */
export function OffsiteBackupStatus() {
  const { t } = useTranslation(['settings', 'common']);
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const { data, error, isPending } = useBackupStatus();
  const run = useRunBackup();

  const backUpNow = async () => {
    try {
      const result = await run.mutateAsync();
      if (result.offsite.status === 'failed') notifyError(t('offsite.ranCopyFailed'));
      else notifySuccess(t('offsite.ran', { fileName: result.file }));
    } catch (failure) {
      notifyError(errorMessage(failure, t('backup.failed')));
    }
  };

  const newest = data?.backups[0];
  const offsite = data?.offsite;
  return (
    <SettingsSection title={t('offsite.statusTitle')}>
      <Stack gap="sm" aria-live="polite">
        {isPending ? <Loading label={t('automaticBackups.loading')} size="sm" /> : null}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error, t('automaticBackups.listFailed'))}
          </Alert>
        ) : null}
        {data ? (
          <List spacing={4} size="sm" listStyleType="none">
            <List.Item>
              {newest
                ? t('offsite.lastBackup', {
                    time: formatSchoolInstant(newest.createdAt, timezone),
                    size: formatSize(newest.byteSize, t),
                    fileName: newest.fileName,
                  })
                : t('automaticBackups.none')}
            </List.Item>
            {offsite ? <List.Item>{offsiteLine(offsite, t, timezone)}</List.Item> : null}
          </List>
        ) : null}
        {offsite?.status === 'failed' ? (
          <Alert color="red" title={t('offsite.failedTitle')}>
            <Text size="sm">{offsite.error}</Text>
            <Text size="sm">{t('offsite.retryHint')}</Text>
          </Alert>
        ) : null}
        <Group>
          <Button
            leftSection={<IconCloudUpload size={18} aria-hidden />}
            onClick={() => void backUpNow()}
            loading={run.isPending}
          >
            {t('offsite.backUpNow')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
