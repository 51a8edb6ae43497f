import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInterval, useMediaQuery } from '@mantine/hooks';
import type { ReportItem } from '@rollcall/contract/reports';
import { IconFileOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecentReportCards } from './recent-report-cards';
import { RecentReportsTable } from './recent-reports-table';
import { useDeleteReportAction } from './use-delete-report-action';

type RecentReportsProps = {
  reports: ReportItem[];
  isRefreshing: boolean;
  onRefresh: () => void;
};

/** "Just now" becomes "1 hour ago" without a reload. */
const CLOCK_TICK_MS = 60_000;

export function RecentReports({ reports, isRefreshing, onRefresh }: RecentReportsProps) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const onDelete = useDeleteReportAction();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), CLOCK_TICK_MS, { autoInvoke: true });
  // Each refetch is a new list: its generated times are read against a fresh clock.
  const [listSeen, setListSeen] = useState(reports);
  if (listSeen !== reports) {
    setListSeen(reports);
    setNow(new Date());
  }
  const isProcessing = reports.some((report) => report.status === 'Processing');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={3} size="h5" id="recent-title">
              {t('recent.title')}
            </Title>
            {isProcessing ? (
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('recent.polling')}
              </Text>
            ) : null}
          </div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={isRefreshing}
            onClick={onRefresh}
          >
            {tc('common.refresh')}
          </Button>
        </Group>
        {reports.length === 0 ? (
          <Stack align="center" gap={4} py="xl" role="status">
            <IconFileOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{tc('reports.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {tc('reports.emptyHint')}
            </Text>
          </Stack>
        ) : isPhone ? (
          <RecentReportCards reports={reports} now={now} onDelete={onDelete} />
        ) : (
          <RecentReportsTable reports={reports} now={now} onDelete={onDelete} />
        )}
      </Stack>
    </Paper>
  );
}
