import { Stack, Table, Text } from '@mantine/core';
import type { ReportItem } from '@rollcall/contract/reports';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';
import { ReportActions } from './report-actions';
import { ReportStatusBadge } from './report-status-badge';
import { useReportLabels } from './use-report-labels';
import { TableScroll } from '@/components/ui/table-scroll';

type RecentReportsTableProps = {
  reports: ReportItem[];
  now: Date;
  onDelete: (report: ReportItem) => void;
};

/** Spec §2: Report Name, Type, Generated, Status, Actions. */
export function RecentReportsTable({ reports, now, onDelete }: RecentReportsTableProps) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const { generatedAgo } = useReportLabels();
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  return (
    <TableScroll label={t('recent.title')} minWidth={760}>
      <Table aria-label={t('recent.title')} fz="sm" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('reports.tableColumns.name')}</Table.Th>
            <Table.Th>{tc('reports.tableColumns.type')}</Table.Th>
            <Table.Th>{tc('reports.tableColumns.generated')}</Table.Th>
            <Table.Th>{tc('common.status')}</Table.Th>
            <Table.Th>{tc('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {report.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {tc(`reportTypes.${report.type}`)} · {tc(`reportFormats.${report.format}`)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time
                  dateTime={report.generated}
                  title={formatSchoolInstant(report.generated, timezone)}
                >
                  {generatedAgo(report.generated, now)}
                </time>
              </Table.Td>
              <Table.Td miw={120}>
                <Stack gap={4} align="flex-start">
                  <ReportStatusBadge status={report.status} />
                  {report.failureReason ? (
                    <Text size="xs" c="dimmed" maw={240}>
                      {report.failureReason}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <ReportActions report={report} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
