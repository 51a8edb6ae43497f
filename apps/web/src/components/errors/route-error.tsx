import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** Shown in place of a screen that failed to load or render; the layout around it stays. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <Alert
        color="red"
        variant="light"
        title="Something went wrong on this screen"
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
      >
        <Text size="sm" mb="md">
          The screen could not be shown. Reloading the page usually fixes this. ({describe(error)})
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button size="xs" variant="default" component={Link} to="/dashboard">
            Go to the dashboard
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
