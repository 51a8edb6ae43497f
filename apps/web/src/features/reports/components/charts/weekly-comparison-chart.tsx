import { BarChart } from '@mantine/charts';
import { WEEK_LABELS, type Analytics } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatPercent } from '../report-format';
import { ChartCard } from './chart-card';
import { barLabel, RATE_CHART_PROPS } from './chart-axes';
import { RateTable, RowDetail } from './rate-table';

type Week = Analytics['weekly'][number];

const weekSpan = (week: Week) =>
  `${formatDayMonth(week.startDate)} – ${formatDayMonth(week.endDate)}`;

/** Spec §2: bars for weeks 1–4 (oldest first), y 0–100, attendance beside on-time rate. */
export function WeeklyComparisonChart({ weeks }: { weeks: Week[] }) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const hasData = weeks.some((week) => week.attendanceRate !== null);
  /** The server's "Week 1" in the screens' language. */
  const weekNumber = (week: Week) => WEEK_LABELS.indexOf(week.week) + 1;
  const weekName = (week: Week) => t('charts.weekLabel', { number: weekNumber(week) });
  const figures = weeks
    .map((week) =>
      t('charts.weeklyFigure', {
        week: weekName(week),
        attendance: formatPercent(week.attendanceRate),
        onTime: formatPercent(week.onTimeRate),
      }),
    )
    .join('; ');
  const [attendanceName, onTimeName] = [
    tc('reports.charts.attendanceRate'),
    tc('reports.charts.onTimeRate'),
  ];
  return (
    <ChartCard
      title={tc('reports.charts.weekly')}
      description={t('charts.weeklyDescription')}
      emptyText={hasData ? undefined : tc('reports.noData')}
      summary={t('charts.weeklySummary', { figures })}
      chart={
        <BarChart
          {...RATE_CHART_PROPS}
          data={weeks.map((week) => ({
            ...week,
            week: t('charts.weekShort', { number: weekNumber(week) }),
          }))}
          dataKey="week"
          series={[
            { name: 'attendanceRate', label: attendanceName, color: 'indigo.6' },
            { name: 'onTimeRate', label: onTimeName, color: 'teal.4' },
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
          heading={t('charts.week')}
          rateHeadings={[attendanceName, onTimeName]}
          rows={weeks.map((week) => ({
            key: week.week,
            label: (
              <>
                {weekName(week)}
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
