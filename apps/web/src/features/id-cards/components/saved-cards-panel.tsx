import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import type { IdCardList } from '@rollcall/contract/id-cards';
import { IconAlertCircle, IconDownload, IconIdOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { SavedCardsTable, type SavedCardHandlers } from './saved-cards-table';

type SavedCardsPanelProps = {
  list: IdCardList | undefined;
  error: Error | null;
} & SavedCardHandlers;

/** Spec §2: Recently Saved Cards, "{n} saved", Download Latest Batch and the empty state. */
export function SavedCardsPanel({ list, error, ...handlers }: SavedCardsPanelProps) {
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  const batch = list?.latestBatch ?? null;
  const batchUrl = batch?.status === 'Ready' ? batch.downloadUrl : null;
  const explainNoBatch = () =>
    notifyError(batch ? tc('errors.BATCH_NOT_READY') : tc('errors.BATCH_NOT_FOUND'));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="saved-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" id="saved-title">
              {tc('idCards.recentCards')}
            </Title>
            {list ? (
              <Badge variant="light" color="gray">
                {tc('idCards.savedCount', { count: list.total })}
              </Badge>
            ) : null}
          </Group>
          {batchUrl ? (
            <Button
              component="a"
              href={batchUrl}
              download
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              {tc('idCards.downloadLatestBatch')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={explainNoBatch}
            >
              {tc('idCards.downloadLatestBatch')}
            </Button>
          )}
        </Group>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error, t('saved.loadFailed'))}
          </Alert>
        ) : !list ? (
          <Group justify="center" py="lg">
            <Loading label={t('saved.loading')} size="sm" />
          </Group>
        ) : list.cards.length === 0 ? (
          <Stack align="center" gap={4} py="xl" role="status">
            <IconIdOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{tc('idCards.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {tc('idCards.emptyText')}
            </Text>
          </Stack>
        ) : (
          <SavedCardsTable cards={list.cards} {...handlers} />
        )}
      </Stack>
    </Paper>
  );
}
