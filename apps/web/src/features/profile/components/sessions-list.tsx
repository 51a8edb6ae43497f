import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import type { Session } from '@rollcall/contract/profile';
import { IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { currentLocale } from '@/i18n/language';
import { errorMessage } from '@/lib/api-error';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { describeUserAgent } from '../utils/describe-user-agent';

/** In this browser's clock, as the person saw it when signing in there; in the screens' language. */
const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: Session }) {
  const { t } = useTranslation('profile');
  const deleteSession = useDeleteSession();
  const device = describeUserAgent(session.userAgent, {
    unknownDevice: t('sessions.unknownDevice'),
    unknownBrowser: t('sessions.unknownBrowser'),
    browserOnSystem: (browser, system) => t('sessions.browserOnSystem', { browser, system }),
  });
  const signedIn = formatTime(session.createdAt);
  const signOut = () =>
    deleteSession.mutate(session._id, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) =>
        notifyError(
          t('sessions.signOutFailed', {
            reason: errorMessage(error, t('sessions.networkError')),
          }),
        ),
    });
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDevices size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text size="sm" fw={600} title={session.userAgent ?? undefined}>
                {device}
              </Text>
              {session.isCurrent ? (
                <Badge size="sm" tt="none" color="green" variant="light">
                  {t('sessions.thisDevice')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {t('sessions.times', { signedIn, lastActive: formatTime(session.lastUsedAt) })}
            </Text>
          </Stack>
        </Group>
        {session.isCurrent ? null : (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={deleteSession.isPending}
            aria-label={t('sessions.signOutLabel', { device, signedIn })}
            onClick={signOut}
          >
            {t('sessions.signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function SessionsList() {
  const { t } = useTranslation('profile');
  const { data, isPending, isError, error } = useSessions({ isEnabled: true });
  if (isPending) return <Loading label={t('sessions.loading')} />;
  if (isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(error, t('sessions.loadFailed'))}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('sessions.intro')}
      </Text>
      {data.sessions.map((session) => (
        <SessionRow key={session._id} session={session} />
      ))}
    </Stack>
  );
}
