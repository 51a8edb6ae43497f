import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';

type LoadFailedAlertProps = {
  /** What could not be loaded; also the message when the error carries none. */
  title: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
};

/** A read that failed: what, why, and Retry. */
export function LoadFailedAlert({ title, error, isRetrying, onRetry }: LoadFailedAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, title)}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
        >
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
