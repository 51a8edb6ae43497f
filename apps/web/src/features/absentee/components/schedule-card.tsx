import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useScheduleInfo } from '../api/get-schedule-info';
import { formatDay, plural } from '../utils/absentee-format';

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
  const { data, isPending, isError } = useScheduleInfo();
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
            Notification Schedule
          </Title>
        </Group>
        {data ? (
          <Badge
            tt="none"
            variant="dot"
            color={data.isActive ? 'green' : 'gray'}
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {data.isActive ? 'Active' : 'Inactive'}
          </Badge>
        ) : null}
      </Group>
      {isPending ? <Skeleton h={72} /> : null}
      {isError ? (
        <Text size="sm" c="dimmed">
          The schedule could not be loaded.
        </Text>
      ) : null}
      {data ? (
        <Stack gap="xs">
          <Group gap="xl">
            <Fact label="Cutoff time" value={data.cutoffTime} />
            <Fact label="Timezone" value={data.timezone} />
          </Group>
          <Text size="sm">{data.description}</Text>
          <Text size="xs" c="dimmed">
            {data.lastRun
              ? `Last check: ${formatDay(data.lastRun.date)} (${data.lastRun.trigger === 'schedule' ? 'scheduled' : data.lastRun.trigger}), ${plural(data.lastRun.absentCount, 'student')} absent.`
              : 'No check has run yet.'}
            {data.isActive ? '' : ' Scheduled checks and sending are not running on this server.'}
          </Text>
        </Stack>
      ) : null}
    </Paper>
  );
}
