import { Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevices, IconKey, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

function SecurityRow(props: { title: string; description: ReactNode; action: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 260px' }}>
        <Text fw={600} size="sm">
          {props.title}
        </Text>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </Stack>
      {props.action}
    </Group>
  );
}

export function SecuritySection() {
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  const [isSessionsOpen, sessionsModal] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="security-title">
      <Title order={3} size="h4" id="security-title" mb="md">
        Security
      </Title>
      <Stack gap="md">
        <SecurityRow
          title="Password"
          description="Change the password you sign in with."
          action={
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={passwordModal.open}
            >
              Change Password
            </Button>
          }
        />
        <Divider />
        <SecurityRow
          title="Two-factor authentication"
          description="Two-factor sign-in is not available yet."
          action={
            <Button
              variant="default"
              leftSection={<IconShieldLock size={16} aria-hidden />}
              disabled
            >
              Enable 2FA
            </Button>
          }
        />
        <Divider />
        <SecurityRow
          title="Sessions"
          description="See where you are signed in, and sign out other browsers."
          action={
            <Button
              variant="default"
              leftSection={<IconDevices size={16} aria-hidden />}
              onClick={sessionsModal.open}
            >
              View Sessions
            </Button>
          }
        />
      </Stack>
      <Modal opened={isPasswordOpen} onClose={passwordModal.close} title="Change Password" centered>
        <ChangePasswordForm onCancel={passwordModal.close} />
      </Modal>
      <Modal
        opened={isSessionsOpen}
        onClose={sessionsModal.close}
        title="Active Sessions"
        size="lg"
        centered
      >
        <SessionsList />
      </Modal>
    </Paper>
  );
}
