import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import { ATTENDANCE_BAND_NAMES, type Analytics } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';
import { formatPercent } from '../report-format';
import { ChartCard } from './chart-card';

type Band = Analytics['bands'][number];

/** Excellent → Very Poor, green → red; the legend beside names each band in words. */
const BAND_COLORS = ['green.6', 'teal.5', 'yellow.5', 'orange.6', 'red.7'] as const;

const bandIndex = (band: string) =>
  ATTENDANCE_BAND_NAMES.indexOf(band as (typeof ATTENDANCE_BAND_NAMES)[number]);

const colorOf = (band: string) => BAND_COLORS[bandIndex(band)] ?? 'gray.5';

/** Spec §2: a doughnut of the five attendance bands (§9), students counted by their rate. */
export function PerformanceBandsChart({ bands }: { bands: Band[] }) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const bandName = (band: string) => {
    const name = ATTENDANCE_BAND_NAMES[bandIndex(band)];
    return name ? tc(`attendanceBands.${name}`) : band;
  };
  const rangeOf = (band: Band) =>
    band.min === 0
      ? t('charts.bandBelow', { max: formatPercent(band.max + 1, 0) })
      : t('charts.bandRange', { min: formatNumber(band.min), max: formatPercent(band.max, 0) });
  const students = (count: number) => t('charts.studentCount', { count });
  const total = bands.reduce((sum, band) => sum + band.count, 0);
  const legend = (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false} maw={380}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('charts.band')}</Table.Th>
          <Table.Th>{t('charts.rate')}</Table.Th>
          <Table.Th ta="right">{t('charts.students')}</Table.Th>
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
                  {bandName(band.band)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {rangeOf(band)}
            </Table.Td>
            <Table.Td ta="right">{formatNumber(band.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const figures = bands.map((band) => `${bandName(band.band)} ${students(band.count)}`).join(', ');
  return (
    <ChartCard
      title={tc('reports.charts.bands')}
      description={t('charts.bandsDescription')}
      emptyText={total === 0 ? tc('reports.noData') : undefined}
      summary={t('charts.bandsSummary', { figures })}
      chart={
        <Stack align="center" gap="sm">
          <DonutChart
            data={bands
              .filter((band) => band.count > 0)
              .map((band) => ({
                name: bandName(band.band),
                value: band.count,
                color: colorOf(band.band),
              }))}
            size={160}
            thickness={28}
            chartLabel={students(total)}
            tooltipDataSource="segment"
            tooltipAnimationDuration={150}
            valueFormatter={(value) => formatNumber(value)}
          />
          {legend}
        </Stack>
      }
      table={legend}
    />
  );
}
