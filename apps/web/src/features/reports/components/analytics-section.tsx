import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { REPORT_MESSAGES, type Analytics } from '@rollcall/contract/reports';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useReportAnalytics } from '../api/get-report-analytics';
import { AnalyticsFilters } from './analytics-filters';
import { ChronicAbsencePanel } from './chronic-absence-panel';
import { ChartsSkeleton } from './reports-skeleton';
import { useAnalyticsFilters } from './use-analytics-filters';

// recharts is heavy: it loads with this screen's charts, never with the sign-in page.
const AnalyticsCharts = lazy(() => import('./charts/analytics-charts'));

const ANALYTICS_FAILED = 'Failed to load the analytics';

function scopeText(analytics: Analytics, values: { class: string; section: string }): string {
  const range = `${dayjs(analytics.startDate).format('MMM D, YYYY')} – ${dayjs(analytics.endDate).format('MMM D, YYYY')}`;
  const scope = [
    values.class ? `Grade ${values.class}` : 'All classes',
    values.section ? `section ${values.section}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${range} · ${scope}`;
}

/** The charts and the chronic absence panel, for the date range and class chosen in the URL. */
export function AnalyticsSection() {
  const filters = useAnalyticsFilters();
  const query = useReportAnalytics(filters.query);
  const analytics = query.data;
  return (
    <Stack gap="md" component="section" aria-label="Analytics">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <AnalyticsFilters
            values={filters.values}
            shownRange={analytics}
            isReversed={filters.isReversed}
            hasFilters={filters.hasFilters}
            onChange={filters.change}
            onClear={filters.clear}
          />
          {analytics ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              Showing {scopeText(analytics, filters.values)}
              {query.isPlaceholderData ? ' (updating…)' : ''}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={ANALYTICS_FAILED}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, ANALYTICS_FAILED)}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void query.refetch()}
            >
              {REPORT_MESSAGES.tryAgain}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {analytics ? (
        <>
          <Suspense fallback={<ChartsSkeleton />}>
            <AnalyticsCharts analytics={analytics} />
          </Suspense>
          <ChronicAbsencePanel analytics={analytics} />
        </>
      ) : query.isPending ? (
        <ChartsSkeleton />
      ) : null}
    </Stack>
  );
}
