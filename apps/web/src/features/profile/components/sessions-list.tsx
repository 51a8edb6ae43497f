import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Session } from '@rollcall/contract/profile';
import { IconDevices } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteSession } from '../api/delete-session';
import { useSessions } from '../api/get-sessions';
import { describeUserAgent } from '../utils/describe-user-agent';

const formatTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

function SessionRow({ session }: { session: Session }) {
  const deleteSession = useDeleteSession();
  const device = describeUserAgent(session.userAgent);
  const signOut = () =>
    deleteSession.mutate(session._id, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) =>
        notifyError(`Failed to sign out the session: ${errorMessage(error, 'Network error')}`),
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
                  This device
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              Signed in {formatTime(session.createdAt)} · Last active{' '}
              {formatTime(session.lastUsedAt)}
            </Text>
          </Stack>
        </Group>
        {session.isCurrent ? null : (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={deleteSession.isPending}
            aria-label={`Sign out ${device}, signed in ${formatTime(session.createdAt)}`}
            onClick={signOut}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function SessionsList() {
  const { data, isPending, isError, error } = useSessions({ isEnabled: true });
  if (isPending) return <Loader aria-label="Loading sessions" />;
  if (isError) {
    return (
      <Text c="red" role="alert">
        {errorMessage(error, 'Failed to load sessions')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        These browsers are signed in to your account. Sign out any you do not recognise.
      </Text>
      {data.sessions.map((session) => (
        <SessionRow key={session._id} session={session} />
      ))}
    </Stack>
  );
}
