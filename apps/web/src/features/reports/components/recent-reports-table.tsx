import { Stack, Table, Text } from '@mantine/core';
import {
  formatGeneratedAgo,
  REPORT_FORMAT_LABELS,
  REPORT_MESSAGES,
  REPORT_TYPE_LABELS,
  type ReportItem,
} from '@rollcall/contract/reports';
import { ReportActions } from './report-actions';
import { ReportStatusBadge } from './report-status-badge';

type RecentReportsTableProps = {
  reports: ReportItem[];
  now: Date;
  onDelete: (report: ReportItem) => void;
};

const { tableColumns } = REPORT_MESSAGES;

/** Spec §2: Report Name, Type, Generated, Status, Actions. */
export function RecentReportsTable({ reports, now, onDelete }: RecentReportsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table fz="sm" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tableColumns.name}</Table.Th>
            <Table.Th>{tableColumns.type}</Table.Th>
            <Table.Th>{tableColumns.generated}</Table.Th>
            <Table.Th>{tableColumns.status}</Table.Th>
            <Table.Th>{tableColumns.actions}</Table.Th>
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
                {REPORT_TYPE_LABELS[report.type]} · {REPORT_FORMAT_LABELS[report.format]}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time
                  dateTime={report.generated}
                  title={new Date(report.generated).toLocaleString()}
                >
                  {formatGeneratedAgo(report.generated, now)}
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
    </Table.ScrollContainer>
  );
}
