import { Group, Stack, Text } from '@mantine/core';
import type { ReportItem } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { ReportActions } from './report-actions';
import { ReportStatusBadge } from './report-status-badge';
import { useReportLabels } from './use-report-labels';

type RecentReportCardsProps = {
  reports: ReportItem[];
  now: Date;
  onDelete: (report: ReportItem) => void;
};

/** Recent Reports on a phone: one card per report, the same facts as the table's columns. */
export function RecentReportCards({ reports, now, onDelete }: RecentReportCardsProps) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const { generatedAgo } = useReportLabels();
  return (
    <CardList label={t('recent.listLabel')}>
      {reports.map((report) => (
        <CardListItem key={report.id}>
          <Stack gap={6}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {report.name}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="xs" c="dimmed">
                {tc(`reportTypes.${report.type}`)} · {tc(`reportFormats.${report.format}`)} ·{' '}
                <time dateTime={report.generated}>{generatedAgo(report.generated, now)}</time>
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
