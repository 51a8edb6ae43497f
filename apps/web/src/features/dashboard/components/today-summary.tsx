import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';
import { figureOrDash, formatPercent, type DashboardFigures } from '../utils/dashboard-figures';

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" component="div" role="listitem">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={700}>
        {value}
      </Text>
    </Group>
  );
}

export function TodaySummary({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation(['dashboard', 'contract']);
  const rate = figureOrDash(figures.rate, formatPercent);
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h4" mb="sm">
        {t('summary.title')}
      </Title>
      <Stack gap={8} role="list" aria-label={t('summary.title')}>
        <SummaryRow label={t('summary.totalScanned')} value={formatNumber(figures.scanned)} />
        <SummaryRow label={t('summary.present')} value={formatNumber(figures.present)} />
        <SummaryRow
          label={t('contract:attendanceCsv.statuses.late')}
          value={formatNumber(figures.late)}
        />
        <SummaryRow label={t('summary.onTime')} value={formatNumber(figures.onTime)} />
        <SummaryRow
          label={t('summary.notScanned')}
          value={figureOrDash(figures.notScanned, formatNumber)}
        />
        <SummaryRow label={t('stats.attendanceRate')} value={rate} />
      </Stack>
      {figures.rate === undefined ? null : (
        <Progress
          value={figures.rate}
          mt="md"
          color={figures.isRateGood ? 'teal' : 'orange'}
          aria-label={t('summary.rateLabel', { rate })}
        />
      )}
    </Paper>
  );
}
