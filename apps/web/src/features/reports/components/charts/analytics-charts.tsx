import '@mantine/charts/styles.css';
import { Grid } from '@mantine/core';
import type { Analytics } from '@rollcall/contract/reports';
import { AttendanceTrendsChart } from './attendance-trends-chart';
import { PerformanceBandsChart } from './performance-bands-chart';
import { WeeklyComparisonChart } from './weekly-comparison-chart';

/**
 * The three charts: side by side from 1200 px, the two line/bar charts paired on a tablet with the
 * doughnut below them, stacked on a phone. This module (with recharts, ~125 kB gzipped) is loaded
 * lazily by the reports screen only, so the sign-in page and the other screens never download it.
 */
export default function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  return (
    <Grid gutter="md" align="stretch">
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <AttendanceTrendsChart trends={analytics.trends} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
        <WeeklyComparisonChart weeks={analytics.weekly} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <PerformanceBandsChart bands={analytics.bands} />
      </Grid.Col>
    </Grid>
  );
}
