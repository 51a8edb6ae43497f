import {
  Alert,
  Badge,
  Code,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Providers } from '@rollcall/contract/settings';
import { IconAlertCircle, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useProviders } from '../api/get-providers';

type ProviderInfo = Providers['email'];

/** How to configure each channel: the server's environment variables (see the README). */
const CHANNELS = [
  {
    key: 'email',
    name: 'E-mail',
    variables: ['SMTP_URL', 'MAIL_FROM'],
  },
  {
    key: 'sms',
    name: 'SMS (Twilio)',
    variables: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  },
] as const;

function ProviderStatus({
  name,
  variables,
  provider,
}: {
  name: string;
  variables: readonly string[];
  provider: ProviderInfo;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {provider.isConfigured ? (
            <Badge
              color="green"
              variant="light"
              leftSection={<IconCircleCheck size={14} aria-hidden />}
            >
              Configured
            </Badge>
          ) : (
            <Badge
              color="gray"
              variant="light"
              leftSection={<IconCircleDashed size={14} aria-hidden />}
            >
              Not configured
            </Badge>
          )}
        </Group>
        {provider.isConfigured ? (
          <Text size="sm">Sends through {provider.destination ?? 'the configured provider'}.</Text>
        ) : (
          <Text size="sm" c="dimmed">
            Messages are kept in the outbox (Absentee Management → Delivery log). To send them, set{' '}
            {variables.map((variable, index) => (
              <span key={variable}>
                {index > 0 ? (index === variables.length - 1 ? ' and ' : ', ') : null}
                <Code>{variable}</Code>
              </span>
            ))}{' '}
            in the server&apos;s environment and restart it.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Which providers the server was started with; secrets never leave the server. */
export function MessageProviders() {
  const { data, error, isPending } = useProviders();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="providers-title"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="providers-title">
            Message providers
          </Title>
          <Text size="sm" c="dimmed">
            Read from the server&apos;s environment when it starts.
          </Text>
        </div>
        {isPending ? <Loader size="sm" aria-label="Loading the providers" /> : null}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error, 'The providers could not be loaded.')}
          </Alert>
        ) : null}
        {data ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {CHANNELS.map((channel) => (
              <ProviderStatus
                key={channel.key}
                name={channel.name}
                variables={channel.variables}
                provider={data[channel.key]}
              />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Paper>
  );
}
