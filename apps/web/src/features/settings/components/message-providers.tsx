import { Alert, Badge, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import type { Providers } from '@rollcall/contract/settings';
import { IconAlertCircle, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useProviders } from '../api/get-providers';

type ProviderInfo = Providers['email'];

/** How to configure each channel: the server's environment variables (see the README). */
const CHANNELS = [
  { key: 'email', variables: ['SMTP_URL', 'MAIL_FROM'] },
  { key: 'sms', variables: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] },
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
  const { t } = useTranslation('settings');
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
              {t('providers.configured')}
            </Badge>
          ) : (
            <Badge
              color="gray"
              variant="light"
              leftSection={<IconCircleDashed size={14} aria-hidden />}
            >
              {t('providers.notConfigured')}
            </Badge>
          )}
        </Group>
        {provider.isConfigured ? (
          <Text size="sm">
            {t('providers.sendsThrough', {
              destination: provider.destination ?? t('providers.theConfiguredProvider'),
            })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('providers.outbox')}{' '}
            {variables.map((variable, index) => (
              <span key={variable}>
                {index > 0 ? (index === variables.length - 1 ? t('providers.and') : ', ') : null}
                <Code>{variable}</Code>
              </span>
            ))}{' '}
            {t('providers.restart')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Which providers the server was started with; secrets never leave the server. */
export function MessageProviders() {
  const { t } = useTranslation('settings');
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
            {t('providers.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('providers.description')}
          </Text>
        </div>
        {isPending ? <Loading label={t('providers.loading')} size="sm" /> : null}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error, t('providers.loadFailed'))}
          </Alert>
        ) : null}
        {data ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {CHANNELS.map((channel) => (
              <ProviderStatus
                key={channel.key}
                name={t(`providers.${channel.key}`)}
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
