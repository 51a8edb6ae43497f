import { Group, Stack, Text } from '@mantine/core';
import {
  formatGeneratedAgo,
  REPORT_FORMAT_LABELS,
  REPORT_TYPE_LABELS,
  type ReportItem,
} from '@rollcall/contract/reports';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { ReportActions } from './report-actions';
import { ReportStatusBadge } from './report-status-badge';

type RecentReportCardsProps = {
  reports: ReportItem[];
  now: Date;
  onDelete: (report: ReportItem) => void;
};

/** Recent Reports on a phone: one card per report, the same facts as the table's columns. */
export function RecentReportCards({ reports, now, onDelete }: RecentReportCardsProps) {
  return (
    <CardList label="Recent reports">
      {reports.map((report) => (
        <CardListItem key={report.id}>
          <Stack gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {report.name}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="xs" c="dimmed">
                {REPORT_TYPE_LABELS[report.type]} · {REPORT_FORMAT_LABELS[report.format]} ·{' '}
                <time dateTime={report.generated}>{formatGeneratedAgo(report.generated, now)}</time>
              </Text>
              <ReportStatusBadge status={report.status} />
            </Group>
            {report.failureReason ? (
              <Text size="xs" c="dimmed">
                {report.failureReason}
              </Text>
            ) : null}
            <ReportActions report={report} onDelete={onDelete} />
          </Stack>
        </CardListItem>
      ))}
    </CardList>
  );
}
