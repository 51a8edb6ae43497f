import { Alert, Table, Text } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatNumber, formatSchoolInstant } from '@/lib/school-time';
import { useAutomaticBackups } from '../api/get-automatic-backups';
import { TableScroll } from '@/components/ui/table-scroll';

export const formatSize = (bytes: number, t: TFunction<'settings'>) =>
  bytes < 1024 * 1024
    ? t('automaticBackups.kilobytes', { size: formatNumber(Math.ceil(bytes / 1024)) })
    : t('automaticBackups.megabytes', {
        size: formatNumber(bytes / 1024 / 1024, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      });

/** The daily backups on the server's disk (to restore one, an administrator copies it from there). */
export function AutomaticBackupList() {
  const { t } = useTranslation(['settings', 'common']);
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const { data: backups, error, isPending } = useAutomaticBackups();
  if (isPending) return <Loading label={t('automaticBackups.loading')} size="sm" />;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t('automaticBackups.listFailed'))}
      </Alert>
    );
  }
  if (backups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('automaticBackups.none')}
      </Text>
    );
  }
  return (
    <TableScroll label={t('common:fields.autoBackup')} minWidth={420}>
      <Table striped aria-label={t('common:fields.autoBackup')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('automaticBackups.made')}</Table.Th>
            <Table.Th>{t('common:fields.fileName')}</Table.Th>
            <Table.Th ta="right">{t('automaticBackups.size')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((backup) => (
            <Table.Tr key={backup.fileName}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatSchoolInstant(backup.createdAt, timezone)}
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{backup.fileName}</Table.Td>
              <Table.Td ta="right">{formatSize(backup.byteSize, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
