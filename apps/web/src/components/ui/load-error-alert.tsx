import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';

type LoadErrorAlertProps = {
  /** What could not be loaded; also the text when the server gave no reason. */
  title: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
};

/** A list or a record that could not be loaded: the reason, said at once, and a Retry button. */
export function LoadErrorAlert({ title, error, isRetrying, onRetry }: LoadErrorAlertProps) {
  const { t } = useTranslation();
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
