import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { GateDevice } from '@rollcall/contract/gate';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { PageHeader } from '@/components/ui/page-header';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { currentLocale } from '@/i18n/language';
import { errorMessage } from '@/lib/api-error';
import { useSchoolTimezone } from '@/lib/school-info';
import {
  useCreateGateDevice,
  useGateDevices,
  useRemoveGateDevice,
  useRenewPairingCode,
} from '../api/gate-devices';
import { AddGateDeviceForm } from './add-gate-device-form';
import { PairingCodePanel, type Pairing } from './pairing-code-panel';
import { TableScroll } from '@/components/ui/table-scroll';

function PairingStatus({ device }: { device: GateDevice }) {
  const { t } = useTranslation(['gate', 'common']);
  if (device.pairedAt) return <Badge color="green">{t('admin.paired')}</Badge>;
  const expires = device.pairingExpiresAt ? dayjs(device.pairingExpiresAt) : undefined;
  if (expires && expires.isAfter(dayjs())) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="blue">{t('admin.waiting')}</Badge>
        <Text size="xs" c="dimmed">
          {t('admin.validUntil', { time: expires.format('HH:mm') })}
        </Text>
      </Stack>
    );
  }
  return <Badge color="gray">{t('admin.expired')}</Badge>;
}

type DeviceActionsProps = {
  device: GateDevice;
  onRenew: (device: GateDevice) => void;
  onRemove: (device: GateDevice) => void;
};

function DeviceActions({ device, onRenew, onRemove }: DeviceActionsProps) {
  const { t } = useTranslation(['gate', 'common']);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        aria-label={t('admin.newCodeFor', { name: device.name })}
        onClick={() => onRenew(device)}
      >
        {t('admin.newCode')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={t('admin.removeDevice', { name: device.name })}
        onClick={() => onRemove(device)}
      >
        {t('admin.remove')}
      </Button>
    </Group>
  );
}

/** On a phone each device is a card instead of a table row. */
function DeviceCards({
  devices,
  timezone,
  ...actions
}: { devices: GateDevice[]; timezone: string | undefined } & Omit<DeviceActionsProps, 'device'>) {
  const { t } = useTranslation(['gate', 'common']);
  const { t: tc } = useTranslation('contract');
  return (
    <CardList label={t('admin.listLabel')}>
      {devices.map((device) => (
        <CardListItem key={device._id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{device.name}</Text>
                <Text size="sm" c="dimmed">
                  {device.location} · {tc(`gateModes.${device.mode}`)}
                </Text>
              </div>
              <PairingStatus device={device} />
            </Group>
            <Text size="sm">
              {t('admin.cardFacts', {
                time: lastContact(device, timezone, t),
                scans: device.scansToday,
              })}
            </Text>
            <DeviceActions device={device} {...actions} />
          </Stack>
        </CardListItem>
      ))}
    </CardList>
  );
}

/** "Nov 21, 14:05" in the screens' language, at the school (the browser's zone while loading). */
const lastContact = (
  device: GateDevice,
  timezone: string | undefined,
  t: TFunction<['gate', 'common']>,
) =>
  device.lastSeenAt
    ? new Date(device.lastSeenAt).toLocaleString(currentLocale(), {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...(timezone && { timeZone: timezone }),
      })
    : t('common:never');

/** Admins add scanning stations, pair them with a one-time code, watch and remove them. */
export function GateDevicesAdmin() {
  const { t } = useTranslation(['gate', 'common']);
  const { t: tc } = useTranslation('contract');
  const timezone = useSchoolTimezone();
  const devices = useGateDevices();
  const create = useCreateGateDevice();
  const renew = useRenewPairingCode();
  const remove = useRemoveGateDevice();
  const [pairing, setPairing] = useState<Pairing>();
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;

  const showPairing = (reply: {
    device: GateDevice;
    pairingCode: string;
    pairingPath: string;
    expiresAt: string;
    message: string;
  }) => {
    setPairing({
      deviceName: reply.device.name,
      code: reply.pairingCode,
      path: reply.pairingPath,
      expiresAt: reply.expiresAt,
    });
    notifySuccess(reply.message);
  };

  const confirmRemove = (device: GateDevice) =>
    modals.openConfirmModal({
      title: t('admin.removeTitle'),
      children: (
        <Text size="sm">
          {t('admin.removeConfirm', { name: device.name, location: device.location })}
        </Text>
      ),
      labels: { confirm: t('admin.remove'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(device._id, {
          onSuccess: (reply) => notifySuccess(reply.message),
          onError: (error) => notifyError(errorMessage(error, t('admin.removeFailed'))),
        }),
    });

  const renewCode = (device: GateDevice) =>
    renew.mutate(device._id, {
      onSuccess: showPairing,
      onError: (error) => notifyError(errorMessage(error, t('admin.codeFailed'))),
    });

  const list = devices.data?.devices ?? [];
  const isEmpty = list.length === 0 && !devices.isLoading;
  return (
    <Stack gap="lg">
      <PageHeader title={t('common:nav.gateDevices')} subtitle={t('admin.subtitle')} />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('admin.addTitle')}
        </Title>
        <AddGateDeviceForm
          isSaving={create.isPending}
          onCreate={(values) => create.mutateAsync(values).then(showPairing)}
        />
      </Paper>
      {pairing ? <PairingCodePanel pairing={pairing} /> : null}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('admin.devicesTitle', { total: list.length })}
        </Title>
        {isEmpty ? (
          <Text c="dimmed" ta="center" py="lg" role="status">
            {t('admin.empty')}
          </Text>
        ) : null}
        {isPhone && !isEmpty ? (
          <DeviceCards
            devices={list}
            timezone={timezone}
            onRenew={renewCode}
            onRemove={confirmRemove}
          />
        ) : null}
        {!isPhone && !isEmpty ? (
          <TableScroll label={t('common:nav.gateDevices')} minWidth={880}>
            <Table
              aria-label={t('common:nav.gateDevices')}
              verticalSpacing="sm"
              highlightOnHover
              aria-busy={devices.isLoading}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common:fields.name')}</Table.Th>
                  <Table.Th>{t('form.location')}</Table.Th>
                  <Table.Th>{t('form.mode')}</Table.Th>
                  <Table.Th>{t('admin.status')}</Table.Th>
                  <Table.Th>{t('admin.lastContact')}</Table.Th>
                  <Table.Th>{t('admin.scansToday')}</Table.Th>
                  <Table.Th>{tc('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((device) => (
                  <Table.Tr key={device._id}>
                    <Table.Td fw={600}>{device.name}</Table.Td>
                    <Table.Td>{device.location}</Table.Td>
                    <Table.Td>{tc(`gateModes.${device.mode}`)}</Table.Td>
                    <Table.Td>
                      <PairingStatus device={device} />
                    </Table.Td>
                    <Table.Td>{lastContact(device, timezone, t)}</Table.Td>
                    <Table.Td>{device.scansToday}</Table.Td>
                    <Table.Td>
                      <DeviceActions device={device} onRenew={renewCode} onRemove={confirmRemove} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        ) : null}
      </Paper>
    </Stack>
  );
}
