import { LineChart } from '@mantine/charts';
import { formatRate, REPORT_MESSAGES, type Analytics } from '@rollcall/contract/reports';
import { ChartCard } from './chart-card';
import { RATE_CHART_PROPS, rateLabel } from './chart-axes';
import { RateTable } from './rate-table';

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
          {...RATE_CHART_PROPS}
          data={trends}
          dataKey="day"
          series={[
            { name: 'rate', label: REPORT_MESSAGES.charts.attendanceRate, color: 'indigo.6' },
          ]}
          curveType="monotone"
          withPointLabels
          valueFormatter={rateLabel}
        />
      }
      table={
        <RateTable
          heading="Day"
          rateHeadings={[REPORT_MESSAGES.charts.attendanceRate]}
          rows={trends.map((trend) => ({ key: trend.day, label: trend.day, rates: [trend.rate] }))}
          noRateText={NO_SCHOOL_DAY}
        />
      }
    />
  );
}
