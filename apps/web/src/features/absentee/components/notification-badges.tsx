import { Badge } from '@mantine/core';
import type { Notification } from '@rollcall/contract/absentee';
import { IconMail, IconMessage } from '@tabler/icons-react';

export const STATUS_STYLES: Record<Notification['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  sending: { label: 'Sending', color: 'cyan' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  outbox: { label: 'Outbox', color: 'orange' },
};

export const KIND_LABELS: Record<Notification['kind'], string> = {
  absentee: 'Absentee notice',
  custom: 'Custom message',
  test: 'Test message',
};

/** The delivery status in words; colour only adds to them. */
export function NotificationStatusBadge({ status }: { status: Notification['status'] }) {
  const { label, color } = STATUS_STYLES[status];
  return (
    <Badge tt="none" variant="light" color={color}>
      {label}
    </Badge>
  );
}

export function ChannelBadge({ channel }: { channel: Notification['channel'] }) {
  const ChannelIcon = channel === 'email' ? IconMail : IconMessage;
  return (
    <Badge
      tt="none"
      variant="outline"
      color="gray"
      leftSection={<ChannelIcon size={12} aria-hidden />}
    >
      {channel === 'email' ? 'E-mail' : 'SMS'}
    </Badge>
  );
}
