import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

export function NotFoundRoute() {
  return (
    <Stack gap="md" align="flex-start">
      <PageHeader title="Page not found" />
      <Text>There is no screen at this address.</Text>
      <Button component={Link} to="/dashboard">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
