import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import { ATTENDANCE_BAND_NAMES, REPORT_MESSAGES, type Analytics } from '@rollcall/contract/reports';
import { ChartCard } from './chart-card';

type Band = Analytics['bands'][number];

/** Excellent → Very Poor, green → red; the legend beside names each band in words. */
const BAND_COLORS = ['green.6', 'teal.5', 'yellow.5', 'orange.6', 'red.7'] as const;

const colorOf = (band: string) =>
  BAND_COLORS[ATTENDANCE_BAND_NAMES.indexOf(band as (typeof ATTENDANCE_BAND_NAMES)[number])] ??
  'gray.5';

const rangeOf = (band: Band) =>
  band.min === 0 ? `below ${band.max + 1}%` : `${band.min}–${band.max}%`;

const students = (count: number) =>
  `${count.toLocaleString('en-US')} student${count === 1 ? '' : 's'}`;

/** Spec §2: a doughnut of the five attendance bands (§9), students counted by their rate. */
export function PerformanceBandsChart({ bands }: { bands: Band[] }) {
  const total = bands.reduce((sum, band) => sum + band.count, 0);
  const legend = (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false} maw={380}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Band</Table.Th>
          <Table.Th>Rate</Table.Th>
          <Table.Th ta="right">Students</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bands.map((band) => (
          <Table.Tr key={band.band}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch
                  size={12}
                  color={`var(--mantine-color-${colorOf(band.band).replace('.', '-')})`}
                  aria-hidden
                />
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {band.band}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {rangeOf(band)}
            </Table.Td>
            <Table.Td ta="right">{band.count.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <ChartCard
      title={REPORT_MESSAGES.charts.bands}
      description="Students by attendance band"
      emptyText={total === 0 ? REPORT_MESSAGES.noData : undefined}
      summary={`Students by band: ${bands.map((band) => `${band.band} ${students(band.count)}`).join(', ')}.`}
      chart={
        <Stack align="center" gap="sm">
          <DonutChart
            data={bands
              .filter((band) => band.count > 0)
              .map((band) => ({ name: band.band, value: band.count, color: colorOf(band.band) }))}
            size={160}
            thickness={28}
            chartLabel={students(total)}
            tooltipDataSource="segment"
            tooltipAnimationDuration={150}
          />
          {legend}
        </Stack>
      }
      table={legend}
    />
  );
}
