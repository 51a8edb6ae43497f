import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '@/components/ui/card-list';
import type { Notification } from '@rollcall/contract/absentee';
import { attemptsText, formatInstant } from '../utils/absentee-format';
import { ChannelBadge, KindLabel, NotificationStatusBadge } from './notification-badges';

type DeliveryLogCardsProps = {
  notifications: Notification[];
  isLoading: boolean;
  timezone: string;
  onView: (notification: Notification) => void;
};

/** The delivery log on a phone: one card per message. */
export function DeliveryLogCards({
  notifications,
  isLoading,
  timezone,
  onView,
}: DeliveryLogCardsProps) {
  const { t } = useTranslation('absentee');
  if (isLoading || notifications.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {isLoading ? t('log.loading') : t('log.empty')}
      </Text>
    );
  }
  return (
    <CardList label={t('log.listLabel')}>
      {notifications.map((notification) => (
        <CardListItem key={notification._id}>
          <Stack gap={4}>
            <Group gap="xs" justify="space-between">
              <Group gap="xs">
                <ChannelBadge channel={notification.channel} />
                <NotificationStatusBadge status={notification.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {formatInstant(notification.createdAt, timezone)}
              </Text>
            </Group>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {t('log.toRecipient', { recipient: notification.recipient })}
            </Text>
            <Text size="xs" c="dimmed">
              <KindLabel kind={notification.kind} />
              {notification.student
                ? ` · ${notification.student.fullName} (${notification.student.studentId})`
                : ''}
            </Text>
            <Text size="sm" lineClamp={2}>
              {notification.body}
            </Text>
            <Text size="xs" c="dimmed">
              {attemptsText(notification.attempts)}
              {notification.providerResponse ? ` · ${notification.providerResponse}` : ''}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="xs"
              ta="left"
              onClick={() => onView(notification)}
              aria-label={t('log.viewAria', { recipient: notification.recipient })}
            >
              {t('log.view')}
            </Anchor>
          </Stack>
        </CardListItem>
      ))}
    </CardList>
  );
}
