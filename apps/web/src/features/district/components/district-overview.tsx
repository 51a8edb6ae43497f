import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useDistrictOverview } from '../api/get-district-overview';
import { OverviewTable } from './overview-table';

/** Tomorrow's date in this browser: a school east of here may already be in it. */
const latestDate = () => {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
};

/**
 * The district overview (issue 41), for its administrators: every open school's day side by side
 * — on each school's own today, or on a date picked — with the district's totals; a school's name
 * opens its dashboard.
 */
export function DistrictOverview() {
  const { t } = useTranslation('district');
  // '' asks for each school's own today (their time zones may differ).
  const [date, setDate] = useState('');
  const overview = useDistrictOverview(date);

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label={t('date.label')}
              description={t('date.eachToday')}
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              value={date}
              max={latestDate()}
              onChange={(event) => setDate(event.currentTarget.value)}
              w={220}
            />
            {date ? (
              <Button variant="default" onClick={() => setDate('')}>
                {t('date.today')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="md">
        {overview.isError ? (
          <LoadFailedAlert
            title={t('page.loadFailed')}
            error={overview.error}
            isRetrying={overview.isFetching}
            onRetry={() => void overview.refetch()}
          />
        ) : null}
        <OverviewTable overview={overview.data} isLoading={overview.isFetching} />
        <Text size="xs" c="dimmed">
          {t('page.legend')}
        </Text>
      </Stack>
    </>
  );
}
