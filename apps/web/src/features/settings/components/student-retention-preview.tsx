import { Stack, Table, Text } from '@mantine/core';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { TableScroll } from '@/components/ui/table-scroll';
import { classLabel } from '@/lib/class-label';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatCalendarDate, formatSchoolDate } from '@/lib/school-time';
import { useRetentionPreview } from '../api/get-retention-preview';
import { SettingsSection } from './settings-section';

/** The dry run: who the next nightly run erases under the saved retention, changing nothing. */
export function StudentRetentionPreview({ savedYears }: { savedYears: number | null }) {
  const { t } = useTranslation(['settings', 'contract', 'common']);
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const preview = useRetentionPreview(savedYears);
  const data = preview.data;

  const summary = () => {
    if (!data) return null;
    if (data.studentRetentionYears === null) return t('security.preview.off');
    if (data.totalDue === 0) {
      return t('security.preview.none', { years: data.studentRetentionYears });
    }
    return t('security.preview.total', { count: data.totalDue });
  };

  return (
    <SettingsSection
      title={t('security.preview.title')}
      description={t('security.preview.description')}
    >
      {preview.isError ? (
        <LoadFailedAlert
          title={t('security.preview.failed')}
          error={preview.error}
          isRetrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" role="status">
            {preview.isPending ? t('security.preview.loading') : summary()}
          </Text>
          {data && data.students.length > 0 ? (
            <TableScroll label={t('security.preview.label')} minWidth={520}>
              <Table aria-label={t('security.preview.label')} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contract:common.student')}</Table.Th>
                    <Table.Th>{t('common:fields.studentId')}</Table.Th>
                    <Table.Th>{t('contract:common.class')}</Table.Th>
                    <Table.Th>{t('common:fields.archivedAt')}</Table.Th>
                    <Table.Th>{t('security.preview.eraseOn')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.students.map((student) => (
                    <Table.Tr key={student._id}>
                      <Table.Td>{`${student.firstName} ${student.lastName}`}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {student.studentId}
                        </Text>
                      </Table.Td>
                      <Table.Td>{classLabel(student)}</Table.Td>
                      <Table.Td>{formatSchoolDate(student.archivedAt, timezone)}</Table.Td>
                      <Table.Td>
                        {student.eraseOn ? formatCalendarDate(student.eraseOn) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {data.totalDue > data.students.length ? (
                    <TableMessageRow columns={5}>
                      {t('security.preview.total', { count: data.totalDue })}
                    </TableMessageRow>
                  ) : null}
                </Table.Tbody>
              </Table>
            </TableScroll>
          ) : null}
        </Stack>
      )}
    </SettingsSection>
  );
}
