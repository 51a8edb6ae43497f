import { Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevices, IconKey, IconShieldLock, IconShieldOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TwoFactorBadge } from '@/components/ui/two-factor-badge';
import { useCurrentUser } from '@/lib/auth';
import { ChangePasswordForm } from './change-password-form';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { EnableTwoFactor } from './enable-two-factor';
import { SessionsList } from './sessions-list';

function SecurityRow(props: {
  title: string;
  status?: ReactNode;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 260px' }}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {props.title}
          </Text>
          {props.status}
        </Group>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </Stack>
      {props.action}
    </Group>
  );
}

export function SecuritySection() {
  const user = useCurrentUser();
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  const [isSessionsOpen, sessionsModal] = useDisclosure(false);
  const [isEnableOpen, enableModal] = useDisclosure(false);
  const [isDisableOpen, disableModal] = useDisclosure(false);
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
          status={<TwoFactorBadge isEnabled={user.twoFactorEnabled} />}
          description={
            user.twoFactorEnabled
              ? 'You sign in with your password and a code from your authenticator app.'
              : 'Ask for a code from an authenticator app on your phone as well as your password.'
          }
          action={
            user.twoFactorEnabled ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconShieldOff size={16} aria-hidden />}
                onClick={disableModal.open}
              >
                Disable 2FA
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconShieldLock size={16} aria-hidden />}
                onClick={enableModal.open}
              >
                Enable 2FA
              </Button>
            )
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
        opened={isEnableOpen}
        onClose={enableModal.close}
        title="Enable two-factor authentication"
        centered
        // Closing by accident would lose the recovery codes: only the flow's own buttons close it.
        closeOnClickOutside={false}
      >
        <EnableTwoFactor
          account={user.email}
          onDone={enableModal.close}
          onCancel={enableModal.close}
        />
      </Modal>
      <Modal
        opened={isDisableOpen}
        onClose={disableModal.close}
        title="Disable two-factor authentication"
        centered
      >
        <DisableTwoFactorForm onDone={disableModal.close} />
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
