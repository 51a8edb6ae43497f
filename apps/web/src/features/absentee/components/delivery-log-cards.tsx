import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CardList, CardListItem } from '@/components/ui/card-list';
import type { Notification } from '@rollcall/contract/absentee';
import { attemptsText, formatInstant } from '../utils/absentee-format';
import { ChannelBadge, KIND_LABELS, NotificationStatusBadge } from './notification-badges';

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
  if (isLoading || notifications.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {isLoading ? 'Loading the delivery log…' : 'No messages match these filters.'}
      </Text>
    );
  }
  return (
    <CardList label="Messages">
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
              To {notification.recipient}
            </Text>
            <Text size="xs" c="dimmed">
              {KIND_LABELS[notification.kind]}
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
              aria-label={`View the message to ${notification.recipient}`}
            >
              View message
            </Anchor>
          </Stack>
        </CardListItem>
      ))}
    </CardList>
  );
}
