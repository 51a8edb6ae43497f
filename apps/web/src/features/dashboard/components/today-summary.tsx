import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { DashboardFigures } from '../utils/dashboard-figures';

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
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h4" mb="sm">
        Today&apos;s Summary
      </Title>
      <Stack gap={8} role="list" aria-label="Today's Summary">
        <SummaryRow label="Total Scanned" value={String(figures.scanned)} />
        <SummaryRow label="Present" value={String(figures.present)} />
        <SummaryRow label="Late" value={String(figures.late)} />
        <SummaryRow label="On Time" value={String(figures.onTime)} />
        <SummaryRow label="Not Scanned" value={String(figures.notScanned)} />
        <SummaryRow label="Attendance Rate" value={`${figures.rate}%`} />
      </Stack>
      <Progress
        value={figures.rate}
        mt="md"
        color={figures.isRateGood ? 'teal' : 'orange'}
        aria-label={`Attendance rate ${figures.rate}%`}
      />
    </Paper>
  );
}
