import { LineChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { formatRate, REPORT_MESSAGES, type Analytics } from '@rollcall/contract/reports';
import { ChartCard } from './chart-card';
import { PERCENT_AXIS, rateLabel } from './chart-axes';

type Trend = Analytics['trends'][number];

const NO_SCHOOL_DAY = 'No school day';

function describe(trends: Trend[]): string {
  const figures = trends
    .filter((trend) => trend.rate !== null)
    .map((trend) => `${trend.day} ${formatRate(trend.rate)}`);
  return `Attendance rate by weekday: ${figures.join(', ')}.`;
}

/** Spec §2: a line Mon to Sun, y 0–100 %; a weekday without a school day in the range is a gap. */
export function AttendanceTrendsChart({ trends }: { trends: Trend[] }) {
  const hasData = trends.some((trend) => trend.rate !== null);
  return (
    <ChartCard
      title={REPORT_MESSAGES.charts.trends}
      description="Attendance rate by weekday"
      emptyText={hasData ? undefined : REPORT_MESSAGES.noData}
      summary={describe(trends)}
      chart={
        <LineChart
          h={300}
          data={trends}
          dataKey="day"
          series={[
            { name: 'rate', label: REPORT_MESSAGES.charts.attendanceRate, color: 'indigo.6' },
          ]}
          curveType="monotone"
          withPointLabels
          valueFormatter={rateLabel}
          yAxisProps={PERCENT_AXIS}
          tooltipAnimationDuration={150}
        />
      }
      table={
        <Table withTableBorder fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th ta="right">{REPORT_MESSAGES.charts.attendanceRate}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trends.map((trend) => (
              <Table.Tr key={trend.day}>
                <Table.Td>{trend.day}</Table.Td>
                <Table.Td ta="right">
                  {trend.rate === null ? NO_SCHOOL_DAY : formatRate(trend.rate)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
