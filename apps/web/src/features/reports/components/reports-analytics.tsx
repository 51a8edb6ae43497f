import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useReportStats } from '../api/get-report-stats';
import { useReports } from '../api/get-reports';
import { AnalyticsSection } from './analytics-section';
import { RecentReports } from './recent-reports';
import { ReportStatCards } from './report-stat-cards';
import { ReportsErrorPanel } from './reports-error-panel';
import { ReportsSkeleton } from './reports-skeleton';
import { queryKeys } from '@/lib/query-keys';

type ReportsAnalyticsProps = {
  /** Admins make, list, download and delete reports; everyone sees the figures. */
  canManageReports: boolean;
};

/**
 * Spec §2's three states: a loading skeleton, an error panel with Try Again, and the normal view.
 * The two reports data sets (stats, and the recent reports for admins) load together on entry,
 * on Refresh and on Try Again.
 */
export function ReportsAnalytics({ canManageReports }: ReportsAnalyticsProps) {
  const queryClient = useQueryClient();
  const stats = useReportStats();
  const reports = useReports({ isEnabled: canManageReports });
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all });
  const error = stats.error ?? (canManageReports ? reports.error : null);
  const isRefreshing = stats.isFetching || reports.isFetching;

  if (error) {
    return <ReportsErrorPanel error={error} isRetrying={isRefreshing} onRetry={reloadAll} />;
  }
  if (!stats.data || (canManageReports && !reports.data)) {
    return <ReportsSkeleton withList={canManageReports} />;
  }
  return (
    <Stack gap="lg">
      <ReportStatCards stats={stats.data} />
      <AnalyticsSection />
      {canManageReports && reports.data ? (
        <RecentReports
          reports={reports.data.reports}
          isRefreshing={isRefreshing}
          onRefresh={reloadAll}
        />
      ) : null}
    </Stack>
  );
}
