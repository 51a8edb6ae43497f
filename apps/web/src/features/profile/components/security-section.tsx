import { Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevices, IconKey, IconShieldLock, IconShieldOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['profile', 'common']);
  const user = useCurrentUser();
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  const [isSessionsOpen, sessionsModal] = useDisclosure(false);
  const [isEnableOpen, enableModal] = useDisclosure(false);
  const [isDisableOpen, disableModal] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="security-title">
      <Title order={3} size="h4" id="security-title" mb="md">
        {t('security.title')}
      </Title>
      <Stack gap="md">
        <SecurityRow
          title={t('common:fields.password')}
          description={t('security.passwordDescription')}
          action={
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={passwordModal.open}
            >
              {t('password.submit')}
            </Button>
          }
        />
        <Divider />
        <SecurityRow
          title={t('common:twoFactor.title')}
          status={<TwoFactorBadge isEnabled={user.twoFactorEnabled} />}
          description={
            user.twoFactorEnabled ? t('security.twoFactorOn') : t('security.twoFactorOff')
          }
          action={
            user.twoFactorEnabled ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconShieldOff size={16} aria-hidden />}
                onClick={disableModal.open}
              >
                {t('disableTwoFactor.submit')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconShieldLock size={16} aria-hidden />}
                onClick={enableModal.open}
              >
                {t('security.enable')}
              </Button>
            )
          }
        />
        <Divider />
        <SecurityRow
          title={t('security.sessions')}
          description={t('security.sessionsDescription')}
          action={
            <Button
              variant="default"
              leftSection={<IconDevices size={16} aria-hidden />}
              onClick={sessionsModal.open}
            >
              {t('security.viewSessions')}
            </Button>
          }
        />
      </Stack>
      <Modal
        opened={isPasswordOpen}
        onClose={passwordModal.close}
        title={t('password.submit')}
        centered
      >
        <ChangePasswordForm onCancel={passwordModal.close} />
      </Modal>
      <Modal
        opened={isEnableOpen}
        onClose={enableModal.close}
        title={t('security.enableTitle')}
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
        title={t('security.disableTitle')}
        centered
      >
        <DisableTwoFactorForm onDone={disableModal.close} />
      </Modal>
      <Modal
        opened={isSessionsOpen}
        onClose={sessionsModal.close}
        title={t('security.sessionsTitle')}
        size="lg"
        centered
      >
        <SessionsList />
      </Modal>
    </Paper>
  );
}
