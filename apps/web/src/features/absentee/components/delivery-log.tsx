import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { NOTIFICATION_STATUSES, type Notification } from '@rollcall/contract/absentee';
import { IconAlertCircle, IconFilterOff } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar, useStepBackPastEnd } from '@/components/ui/pagination-bar';
import { errorMessage } from '@/lib/api-error';
import { useNotifications, type NotificationStatus } from '../api/get-notifications';
import { DeliveryLogCards } from './delivery-log-cards';
import { DeliveryLogTable } from './delivery-log-table';
import { NotificationDetailModal } from './notification-detail-modal';
import { OutboxNote } from './outbox-note';

const PAGE_SIZE = 20;
const ALL = '';

const isStatus = (value: string): value is NotificationStatus =>
  (NOTIFICATION_STATUSES as readonly string[]).includes(value);

/** Every guardian and test message, newest first: to whom, how, and what became of it. */
export function DeliveryLog({ timezone, today }: { timezone: string; today: string }) {
  const { t } = useTranslation(['absentee', 'contract', 'common']);
  const statusOptions = [
    { value: ALL, label: t('common:filters.allStatuses') },
    ...NOTIFICATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
  ];
  const [date, setDate] = useState('');
  const [status, setStatus] = useState<NotificationStatus | undefined>();
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<Notification | null>(null);
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const query = useNotifications({ date: date || undefined, status, page, limit: PAGE_SIZE });
  const pagination = query.data?.pagination;
  const notifications = query.isError ? [] : (query.data?.notifications ?? []);

  useStepBackPastEnd(page, pagination, setPage);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="log-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="log-title">
          {t('log.title')}
        </Title>
        <OutboxNote>{t('outboxExplanation')}</OutboxNote>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('log.date')}
            value={date}
            max={today}
            onChange={(event) => {
              setDate(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 180 }}
          />
          <NativeSelect
            label={t('contract:common.status')}
            data={statusOptions}
            value={status ?? ALL}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setStatus(isStatus(value) ? value : undefined);
              setPage(1);
            }}
            w={{ base: '100%', xs: 180 }}
          />
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={!date && !status}
            onClick={() => {
              setDate('');
              setStatus(undefined);
              setPage(1);
            }}
          >
            {t('common:filters.clear')}
          </Button>
        </Group>
        {query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(query.error, t('log.loadFailed'))}
          </Alert>
        ) : null}
        {isPhone ? (
          <DeliveryLogCards
            notifications={notifications}
            isLoading={query.isPending}
            timezone={timezone}
            onView={setViewed}
          />
        ) : (
          <DeliveryLogTable
            notifications={notifications}
            isLoading={query.isPending}
            timezone={timezone}
            onView={setViewed}
          />
        )}
        {pagination ? (
          <PaginationBar pagination={pagination} pageSize={PAGE_SIZE} onPageChange={setPage} />
        ) : null}
      </Stack>
      <NotificationDetailModal
        notification={viewed}
        timezone={timezone}
        onClose={() => setViewed(null)}
      />
    </Paper>
  );
}
