import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';

type ReportsErrorPanelProps = { error: unknown; isRetrying: boolean; onRetry: () => void };

/** Spec §2/§8: the screen's error state, with the server's reason when it gave one. */
export function ReportsErrorPanel({ error, isRetrying, onRetry }: ReportsErrorPanelProps) {
  const { t: tc } = useTranslation('contract');
  return (
    <Paper withBorder radius="md" p="xl" role="alert" aria-labelledby="reports-error-title">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={26} />
        </ThemeIcon>
        <Title order={3} size="h4" id="reports-error-title">
          {tc('reports.errorTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {errorMessage(error, tc('reports.loadFailed'))}
        </Text>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
        >
          {tc('reports.tryAgain')}
        </Button>
      </Stack>
    </Paper>
  );
}
