import { Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ChartCardProps = {
  title: string;
  description: string;
  /** Said instead of the chart when the range holds nothing to draw. */
  emptyText: string | undefined;
  /** What the chart shows, in words, for people who cannot see it. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
};

type View = 'chart' | 'table';

/**
 * One analytics chart with its figures also as a table (a switch away, for reading exact values
 * and for screen readers): colour is never the only way to read it.
 */
export function ChartCard({
  title,
  description,
  emptyText,
  summary,
  chart,
  table,
}: ChartCardProps) {
  const { t } = useTranslation('reports');
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          </div>
          {emptyText ? null : (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
              data={[
                { value: 'chart', label: t('charts.chart') },
                { value: 'table', label: t('charts.table') },
              ]}
              aria-label={t('charts.showAs', { title })}
              style={{ flexShrink: 0 }}
            />
          )}
        </Group>
        {emptyText ? (
          <Center mih={220} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text c="dimmed" size="sm" ta="center" px="md" role="status">
              {emptyText}
            </Text>
          </Center>
        ) : view === 'chart' ? (
          <div role="img" aria-label={summary}>
            {chart}
          </div>
        ) : (
          table
        )}
      </Stack>
    </Paper>
  );
}
