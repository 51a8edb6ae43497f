import { Badge } from '@mantine/core';
import type { Notification } from '@rollcall/contract/absentee';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Each status's colour; its words are the namespace's `statuses.<status>`. */
const STATUS_COLORS: Record<Notification['status'], string> = {
  queued: 'blue',
  sending: 'cyan',
  sent: 'green',
  failed: 'red',
  outbox: 'orange',
};

/** What kind of message it was, in the screens' language. */
export function KindLabel({ kind }: { kind: Notification['kind'] }) {
  const { t } = useTranslation('absentee');
  return <>{t(`kinds.${kind}`)}</>;
}

/** The delivery status in words; colour only adds to them. */
export function NotificationStatusBadge({ status }: { status: Notification['status'] }) {
  const { t } = useTranslation('absentee');
  return (
    <Badge tt="none" variant="light" color={STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function ChannelBadge({ channel }: { channel: Notification['channel'] }) {
  const { t } = useTranslation('absentee');
  const ChannelIcon = channel === 'email' ? IconMail : IconMessage;
  return (
    <Badge
      tt="none"
      variant="outline"
      color="gray"
      leftSection={<ChannelIcon size={12} aria-hidden />}
    >
      {t(`channels.${channel}`)}
    </Badge>
  );
}
