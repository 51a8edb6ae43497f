import { Alert, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ScanOutcome } from './use-scan-session';

/** The last scan's result: a tick or a cross mark with words, never colour alone. */
export function ScanOutcomeAlert({ outcome }: { outcome: ScanOutcome }) {
  const isSuccess = outcome.kind === 'success';
  const Icon = isSuccess ? IconCircleCheck : IconCircleX;
  return (
    <Alert
      key={outcome.id}
      color={isSuccess ? 'green' : 'red'}
      variant="light"
      icon={<Icon aria-hidden />}
      role={isSuccess ? 'status' : 'alert'}
      data-testid="scan-outcome"
    >
      <Text fw={600} size="sm">
        {isSuccess ? '✓' : '✗'} {outcome.message}
      </Text>
      <Text size="xs" c="dimmed">
        {outcome.detail}
      </Text>
    </Alert>
  );
}
