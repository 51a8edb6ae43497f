import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { Analytics } from '@rollcall/contract/reports';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { formatCalendarDate } from '@/lib/school-time';
import { useReportAnalytics } from '../api/get-report-analytics';
import { AnalyticsFilters } from './analytics-filters';
import { ChronicAbsencePanel } from './chronic-absence-panel';
import { ChartsSkeleton } from './reports-skeleton';
import { useAnalyticsFilters } from './use-analytics-filters';

// recharts is heavy: it loads with this screen's charts, never with the sign-in page.
const AnalyticsCharts = lazy(() => import('./charts/analytics-charts'));

function scopeText(
  analytics: Analytics,
  values: { class: string; section: string },
  t: TFunction<['reports', 'contract']>,
): string {
  const range = `${formatCalendarDate(analytics.startDate)} – ${formatCalendarDate(analytics.endDate)}`;
  const scope = [
    values.class
      ? t('contract:reports.pdf.grade', { class: values.class })
      : t('contract:reports.pdf.allClasses'),
    values.section ? t('analytics.scopeSection', { section: values.section }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${range} · ${scope}`;
}

/** The charts and the chronic absence panel, for the date range and class chosen in the URL. */
export function AnalyticsSection() {
  const { t } = useTranslation(['reports', 'contract']);
  const { t: tc } = useTranslation('contract');
  const filters = useAnalyticsFilters();
  const query = useReportAnalytics(filters.query);
  const analytics = query.data;
  return (
    <Stack gap="md" component="section" aria-label={t('analytics.label')}>
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
              {t(query.isPlaceholderData ? 'analytics.showingUpdating' : 'analytics.showing', {
                scope: scopeText(analytics, filters.values, t),
              })}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title={t('analytics.failed')}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('analytics.failed'))}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void query.refetch()}
            >
              {tc('reports.tryAgain')}
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
