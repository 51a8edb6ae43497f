import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import type { Analytics } from '@rollcall/contract/reports';
import { AttendanceTrendsChart } from './attendance-trends-chart';
import { PerformanceBandsChart } from './performance-bands-chart';
import { WeeklyComparisonChart } from './weekly-comparison-chart';

/**
 * The three charts. This module (with recharts, ~110 KB gzipped) is loaded lazily by the reports
 * screen only, so the sign-in page and the other screens never download it.
 */
export default function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      <AttendanceTrendsChart trends={analytics.trends} />
      <PerformanceBandsChart bands={analytics.bands} />
      <WeeklyComparisonChart weeks={analytics.weekly} />
    </SimpleGrid>
  );
}
