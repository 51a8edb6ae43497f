import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useScheduleInfo } from '../api/get-schedule-info';
import { countOf, formatDay } from '../utils/absentee-format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

export function ScheduleCard() {
  const { t } = useTranslation(['absentee', 'common']);
  const { data, isPending, isError } = useScheduleInfo();
  const triggerText = (trigger: string) =>
    trigger === 'schedule'
      ? t('schedule.scheduled')
      : trigger === 'manual'
        ? t('schedule.manual')
        : trigger;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h="100%"
      component="section"
      aria-labelledby="schedule-title"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconClock size={20} aria-hidden />
          <Title order={3} size="h5" id="schedule-title">
            {t('schedule.title')}
          </Title>
        </Group>
        {data ? (
          <Badge
            tt="none"
            variant="dot"
            color={data.isActive ? 'green' : 'gray'}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {data.isActive ? t('common:active') : t('common:inactive')}
          </Badge>
        ) : null}
      </Group>
      {isPending ? <Skeleton h={72} /> : null}
      {isError ? (
        <Text size="sm" c="dimmed">
          {t('schedule.loadFailed')}
        </Text>
      ) : null}
      {data ? (
        <Stack gap="xs">
          <Group gap="xl">
            <Fact label={t('schedule.cutoff')} value={data.cutoffTime} />
            <Fact label={t('schedule.timezone')} value={data.timezone} />
          </Group>
          <Text size="sm">{data.description}</Text>
          <Text size="xs" c="dimmed">
            {data.lastRun
              ? t('schedule.lastCheck', {
                  date: formatDay(data.lastRun.date),
                  trigger: triggerText(data.lastRun.trigger),
                  students: countOf('students', data.lastRun.absentCount),
                })
              : t('schedule.noCheck')}
            {data.isActive ? '' : ` ${t('schedule.notRunning')}`}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}
