import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The screen's loading state: the shapes of the cards, the charts and (for admins) the list. */
export function ReportsSkeleton({ withList }: { withList: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={94} radius="md" />
        ))}
      </SimpleGrid>
      <ChartsSkeleton />
      {withList ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Skeleton h={20} w={160} />
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} h={36} />
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

export function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={390} radius="md" />
      ))}
    </SimpleGrid>
  );
}
