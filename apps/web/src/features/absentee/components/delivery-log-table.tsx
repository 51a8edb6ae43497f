import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { Notification } from '@rollcall/contract/absentee';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { attemptsText, formatInstant } from '../utils/absentee-format';
import { ChannelBadge, KindLabel, NotificationStatusBadge } from './notification-badges';
import { TableScroll } from '@/components/ui/table-scroll';

type DeliveryLogTableProps = {
  notifications: Notification[];
  isLoading: boolean;
  timezone: string;
  onView: (notification: Notification) => void;
};

const COLUMNS = 5;

export function DeliveryLogTable({
  notifications,
  isLoading,
  timezone,
  onView,
}: DeliveryLogTableProps) {
  const { t } = useTranslation(['absentee', 'contract', 'common']);
  return (
    <TableScroll
      label={t('log.title')}
      minWidth={880}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
    >
      <Table
        aria-label={t('log.title')}
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={isLoading}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common:created')}</Table.Th>
            <Table.Th>{t('contract:common.student')}</Table.Th>
            <Table.Th>{t('log.to')}</Table.Th>
            <Table.Th>{t('log.message')}</Table.Th>
            <Table.Th>{t('log.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableMessageRow columns={COLUMNS}>{t('log.loading')}</TableMessageRow>
          ) : null}
          {!isLoading && notifications.length === 0 ? (
            <TableMessageRow columns={COLUMNS}>{t('log.empty')}</TableMessageRow>
          ) : null}
          {notifications.map((notification) => (
            <Table.Tr key={notification._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatInstant(notification.createdAt, timezone)}</Text>
                <Text size="xs" c="dimmed">
                  <KindLabel kind={notification.kind} />
                </Text>
              </Table.Td>
              <Table.Td>
                {notification.student ? (
                  <>
                    <Text size="sm" fw={600}>
                      {notification.student.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {notification.student.studentId}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <ChannelBadge channel={notification.channel} />
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {notification.recipient}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td maw={300}>
                {notification.subject ? (
                  <Text size="sm" fw={500} lineClamp={1}>
                    {notification.subject}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {notification.body}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onView(notification)}
                  aria-label={t('log.viewAria', { recipient: notification.recipient })}
                >
                  {t('log.view')}
                </Anchor>
              </Table.Td>
              <Table.Td maw={220}>
                <NotificationStatusBadge status={notification.status} />
                <Text size="xs" c="dimmed" mt={4}>
                  {attemptsText(notification.attempts)}
                  {notification.sentAt
                    ? ` · ${t('log.sentAt', { time: formatInstant(notification.sentAt, timezone) })}`
                    : ''}
                </Text>
                {notification.providerResponse ? (
                  <Text size="xs" lineClamp={2} title={notification.providerResponse}>
                    {notification.providerResponse}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
