import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { ARCHIVED_STUDENTS_PAGE_SIZE, type ArchivedStudent } from '@rollcall/contract/privacy';
import { IconShredder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { RowActionButton } from '@/components/ui/row-action-button';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { TableScroll } from '@/components/ui/table-scroll';
import { classLabel } from '@/lib/class-label';
import { formatCalendarDate, formatNumber, formatSchoolDate } from '@/lib/school-time';
import { useSchoolTimezone } from '@/lib/school-info';
import { useArchivedStudents } from '../../api/student-privacy';
import { ExportStudentButton } from '../export-student-button';
import { useExportStudentData } from '../list/use-export-student-data';
import { EraseStudentModal } from './erase-student-modal';

/**
 * Archived students (admins): gone from the list above, their data kept until the retention
 * erases it. Each can be exported for a family's request, or erased now.
 */
export function ArchivedStudents() {
  const { t } = useTranslation(['students', 'contract', 'common']);
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const [page, setPage] = useState(1);
  const [erasing, setErasing] = useState<ArchivedStudent | null>(null);
  const archived = useArchivedStudents(page);
  const { exportingStudentId, exportData } = useExportStudentData();
  const pagination = archived.data?.pagination;
  const students = archived.data?.students ?? [];
  useStepBackPastEnd(page, pagination, setPage);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="archived-students-title"
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id="archived-students-title">
            {t('privacy.archivedTitle', { total: formatNumber(pagination?.totalStudents ?? 0) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privacy.archivedDescription')}
          </Text>
        </div>
        {archived.isError ? (
          <LoadFailedAlert
            title={t('privacy.archivedFailed')}
            error={archived.error}
            isRetrying={archived.isFetching}
            onRetry={() => void archived.refetch()}
          />
        ) : (
          <TableScroll label={t('privacy.archivedLabel')} minWidth={760}>
            <Table aria-label={t('privacy.archivedLabel')} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contract:common.student')}</Table.Th>
                  <Table.Th>{t('common:fields.studentId')}</Table.Th>
                  <Table.Th>{t('contract:common.class')}</Table.Th>
                  <Table.Th>{t('common:fields.archivedAt')}</Table.Th>
                  <Table.Th>{t('privacy.erasedOn')}</Table.Th>
                  <Table.Th>{t('contract:common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {archived.isPending ? (
                  <TableMessageRow columns={6}>{t('privacy.archivedLoading')}</TableMessageRow>
                ) : null}
                {archived.isSuccess && students.length === 0 ? (
                  <TableMessageRow columns={6}>{t('privacy.archivedEmpty')}</TableMessageRow>
                ) : null}
                {students.map((student) => {
                  const name = `${student.firstName} ${student.lastName}`;
                  return (
                    <Table.Tr key={student._id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                          {student.studentId}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{classLabel(student)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatSchoolDate(student.archivedAt, timezone)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {student.eraseOn
                          ? formatCalendarDate(student.eraseOn)
                          : t('privacy.keptNoRetention')}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="wrap">
                          <ExportStudentButton
                            name={name}
                            isExporting={exportingStudentId === student._id}
                            onExport={() => exportData(student._id)}
                          />
                          <RowActionButton
                            color="red"
                            icon={IconShredder}
                            aria-label={t('privacy.eraseFor', { name })}
                            onClick={() => setErasing(student)}
                          >
                            {t('privacy.erase')}
                          </RowActionButton>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {pagination ? (
          <PaginationBar
            pagination={pagination}
            pageSize={ARCHIVED_STUDENTS_PAGE_SIZE}
            onPageChange={setPage}
          />
        ) : null}
      </Stack>
      <EraseStudentModal student={erasing} onClose={() => setErasing(null)} />
    </Paper>
  );
}
