import { LineChart } from '@mantine/charts';
import type { Analytics } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { formatPercent, weekdayName } from '../report-format';
import { ChartCard } from './chart-card';
import { RATE_CHART_PROPS, rateLabel } from './chart-axes';
import { RateTable } from './rate-table';

type Trend = Analytics['trends'][number];

/** The weekdays with a rate, in words: "Mon 92.5%, Tue 90.0%". */
const figuresOf = (trends: Trend[]) =>
  trends
    .filter((trend) => trend.rate !== null)
    .map((trend) => `${weekdayName(trend.day)} ${formatPercent(trend.rate)}`)
    .join(', ');

/** Spec §2: a line Mon to Sun, y 0–100 %; a weekday without a school day in the range is a gap. */
export function AttendanceTrendsChart({ trends }: { trends: Trend[] }) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const hasData = trends.some((trend) => trend.rate !== null);
  const rateName = tc('reports.charts.attendanceRate');
  // The axis shows each weekday as the screens' language shortens it.
  const data = trends.map((trend) => ({ ...trend, day: weekdayName(trend.day) }));
  return (
    <ChartCard
      title={tc('reports.charts.trends')}
      description={t('charts.trendsDescription')}
      emptyText={hasData ? undefined : tc('reports.noData')}
      summary={t('charts.trendsSummary', { figures: figuresOf(trends) })}
      chart={
        <LineChart
          {...RATE_CHART_PROPS}
          data={data}
          dataKey="day"
          series={[{ name: 'rate', label: rateName, color: 'indigo.6' }]}
          curveType="monotone"
          withPointLabels
          valueFormatter={rateLabel}
        />
      }
      table={
        <RateTable
          heading={t('charts.day')}
          rateHeadings={[rateName]}
          rows={trends.map((trend) => ({
            key: trend.day,
            label: weekdayName(trend.day),
            rates: [trend.rate],
          }))}
          noRateText={t('charts.noSchoolDay')}
        />
      }
    />
  );
}
