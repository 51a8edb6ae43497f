import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** Shown in place of a screen that failed to load or render; the layout around it stays. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        title={t('routeError.title')}
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
      >
        <Text size="sm" mb="md">
          {t('routeError.text', { detail: describe(error) ?? t('routeError.unknown') })}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button size="xs" variant="default" component={Link} to="/dashboard">
            {t('toDashboard')}
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
