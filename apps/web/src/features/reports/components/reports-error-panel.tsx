import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslateText } from '@/i18n/language';
import { errorMessage } from '@/lib/api-error';

type ReportsErrorPanelProps = { error: unknown; isRetrying: boolean; onRetry: () => void };

/** Spec §2/§8: the screen's error state, with the server's reason when it gave one. */
export function ReportsErrorPanel({ error, isRetrying, onRetry }: ReportsErrorPanelProps) {
  const tx = useTranslateText();
  return (
    <Paper withBorder radius="md" p="xl" role="alert" aria-labelledby="reports-error-title">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={26} />
        </ThemeIcon>
        <Title order={3} size="h4" id="reports-error-title">
          {tx(REPORT_MESSAGES.errorTitle)}
        </Title>
        <Text c="dimmed" ta="center">
          {errorMessage(error, tx(REPORT_MESSAGES.loadFailed))}
        </Text>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
        >
          {tx(REPORT_MESSAGES.tryAgain)}
        </Button>
      </Stack>
    </Paper>
  );
}
