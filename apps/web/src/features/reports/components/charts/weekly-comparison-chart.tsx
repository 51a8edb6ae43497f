import { BarChart } from '@mantine/charts';
import { formatRate, REPORT_MESSAGES, type Analytics } from '@rollcall/contract/reports';
import dayjs from 'dayjs';
import { ChartCard } from './chart-card';
import { barLabel, RATE_CHART_PROPS } from './chart-axes';
import { RateTable, RowDetail } from './rate-table';

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
          {...RATE_CHART_PROPS}
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
          maxBarWidth={36}
        />
      }
      table={
        <RateTable
          heading="Week"
          rateHeadings={[charts.attendanceRate, charts.onTimeRate]}
          rows={weeks.map((week) => ({
            key: week.week,
            label: (
              <>
                {week.week}
                <RowDetail>{weekSpan(week)}</RowDetail>
              </>
            ),
            rates: [week.attendanceRate, week.onTimeRate],
          }))}
        />
      }
    />
  );
}
