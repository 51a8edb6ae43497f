import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { formatRate, REPORT_MESSAGES, type Analytics } from '@rollcall/contract/reports';
import dayjs from 'dayjs';
import { ChartCard } from './chart-card';
import { barLabel, PERCENT_AXIS } from './chart-axes';

type Week = Analytics['weekly'][number];

const { charts } = REPORT_MESSAGES;
const weekSpan = (week: Week) =>
  `${dayjs(week.startDate).format('MMM D')} – ${dayjs(week.endDate).format('MMM D')}`;

function describe(weeks: Week[]): string {
  const figures = weeks.map(
    (week) =>
      `${week.week}: attendance ${formatRate(week.attendanceRate)}, on time ${formatRate(week.onTimeRate)}`,
  );
  return `Weekly comparison. ${figures.join('; ')}.`;
}

/** Spec §2: bars for weeks 1–4 (oldest first), y 0–100, attendance beside on-time rate. */
export function WeeklyComparisonChart({ weeks }: { weeks: Week[] }) {
  const hasData = weeks.some((week) => week.attendanceRate !== null);
  return (
    <ChartCard
      title={charts.weekly}
      description="The four weeks ending with the range"
      emptyText={hasData ? undefined : REPORT_MESSAGES.noData}
      summary={describe(weeks)}
      chart={
        <BarChart
          h={300}
          data={weeks}
          dataKey="week"
          series={[
            { name: 'attendanceRate', label: charts.attendanceRate, color: 'indigo.6' },
            { name: 'onTimeRate', label: charts.onTimeRate, color: 'teal.4' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          withBarValueLabel
          valueFormatter={barLabel}
          yAxisProps={PERCENT_AXIS}
          maxBarWidth={36}
          tooltipAnimationDuration={150}
        />
      }
      table={
        <Table withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week</Table.Th>
              <Table.Th ta="right">{charts.attendanceRate}</Table.Th>
              <Table.Th ta="right">{charts.onTimeRate}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week}>
                <Table.Td>
                  {week.week}
                  <div
                    style={{
                      fontSize: 'var(--mantine-font-size-xs)',
                      color: 'var(--mantine-color-dimmed)',
                    }}
                  >
                    {weekSpan(week)}
                  </div>
                </Table.Td>
                <Table.Td ta="right">{formatRate(week.attendanceRate)}</Table.Td>
                <Table.Td ta="right">{formatRate(week.onTimeRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
