import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ABSENTEE_STATS_DAYS } from '@rollcall/contract/absentee';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';
import { useAbsenteeStatistics } from '../api/get-absentee-statistics';
import { quickStats } from '../utils/absentee-format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group role="group" aria-label={label} justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={22} fw={700} lh={1.3}>
        {value}
      </Text>
    </Group>
  );
}

export function QuickStatsCard() {
  const { t } = useTranslation(['absentee', 'contract']);
  const { data, isPending, isError } = useAbsenteeStatistics();
  const stats = data ? quickStats(data) : undefined;
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="stats-title">
      <Group gap="xs" wrap="nowrap">
        <IconChartBar size={20} aria-hidden />
        <Title order={3} size="h5" id="stats-title">
          {t('stats.title')}
        </Title>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('stats.lastDays', { days: ABSENTEE_STATS_DAYS })}
      </Text>
      {isPending ? <Skeleton h={110} /> : null}
      {isError ? (
        <Text size="sm" c="dimmed">
          {t('stats.loadFailed')}
        </Text>
      ) : null}
      {stats ? (
        <Stack gap="xs">
          <Figure
            label={t('contract:reports.cards.totalStudents')}
            value={formatNumber(stats.totalStudents)}
          />
          <Figure
            label={t('contract:reports.cards.averageAttendance')}
            value={
              stats.averageRate === null
                ? '–'
                : formatNumber(stats.averageRate / 100, {
                    style: 'percent',
                    maximumFractionDigits: 1,
                  })
            }
          />
          <Figure label={t('stats.daysTracked')} value={formatNumber(stats.daysTracked)} />
        </Stack>
      ) : null}
    </Paper>
  );
}
