import { Group, Modal, Stack, Text } from '@mantine/core';
import type { Notification } from '@rollcall/contract/absentee';
import type { ReactNode } from 'react';
import { formatInstant } from '../utils/absentee-format';
import { ChannelBadge, KIND_LABELS, NotificationStatusBadge } from './notification-badges';

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
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title="Message details"
      size="lg"
      centered
    >
      {notification ? (
        <Stack gap="sm">
          <Group gap="xs">
            <ChannelBadge channel={notification.channel} />
            <NotificationStatusBadge status={notification.status} />
            <Text size="sm" c="dimmed">
              {KIND_LABELS[notification.kind]}
            </Text>
          </Group>
          <Field label="To">{notification.recipient}</Field>
          {notification.student ? (
            <Field label="Student">
              {`${notification.student.fullName} (${notification.student.studentId})`}
            </Field>
          ) : null}
          {notification.subject ? <Field label="Subject">{notification.subject}</Field> : null}
          <Field label="Message">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {notification.body}
            </Text>
          </Field>
          <Group gap="xl">
            <Field label="Created">{formatInstant(notification.createdAt, timezone)}</Field>
            <Field label="Sent">
              {notification.sentAt ? formatInstant(notification.sentAt, timezone) : 'Not sent'}
            </Field>
            <Field label="Attempts">{String(notification.attempts)}</Field>
          </Group>
          <Field label="Provider response">{notification.providerResponse ?? 'None'}</Field>
        </Stack>
      ) : null}
    </Modal>
  );
}
