import { Group, Modal, Stack, Text } from '@mantine/core';
import type { Notification } from '@rollcall/contract/absentee';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../utils/absentee-format';
import { ChannelBadge, KindLabel, NotificationStatusBadge } from './notification-badges';

type NotificationDetailModalProps = {
  notification: Notification | null;
  timezone: string;
  onClose: () => void;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}

export function NotificationDetailModal({
  notification,
  timezone,
  onClose,
}: NotificationDetailModalProps) {
  const { t } = useTranslation(['absentee', 'contract', 'common']);
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={t('detail.title')}
      size="lg"
      centered
    >
      {notification ? (
        <Stack gap="sm">
          <Group gap="xs">
            <ChannelBadge channel={notification.channel} />
            <NotificationStatusBadge status={notification.status} />
            <Text size="sm" c="dimmed">
              <KindLabel kind={notification.kind} />
            </Text>
          </Group>
          <Field label={t('log.to')}>{notification.recipient}</Field>
          {notification.student ? (
            <Field label={t('contract:common.student')}>
              {`${notification.student.fullName} (${notification.student.studentId})`}
            </Field>
          ) : null}
          {notification.subject ? (
            <Field label={t('detail.subject')}>{notification.subject}</Field>
          ) : null}
          <Field label={t('log.message')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {notification.body}
            </Text>
          </Field>
          <Group gap="xl">
            <Field label={t('common:created')}>
              {formatInstant(notification.createdAt, timezone)}
            </Field>
            <Field label={t('detail.sent')}>
              {notification.sentAt
                ? formatInstant(notification.sentAt, timezone)
                : t('detail.notSent')}
            </Field>
            <Field label={t('detail.attempts')}>{String(notification.attempts)}</Field>
          </Group>
          <Field label={t('detail.provider')}>
            {notification.providerResponse ?? t('detail.none')}
          </Field>
        </Stack>
      ) : null}
    </Modal>
  );
}
