import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { GATE_MODE_LABELS, type GateDevice } from '@rollcall/contract/gate';
import dayjs from 'dayjs';
import { useState } from 'react';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { PageHeader } from '@/components/ui/page-header';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import {
  useCreateGateDevice,
  useGateDevices,
  useRemoveGateDevice,
  useRenewPairingCode,
} from '../api/gate-devices';
import { AddGateDeviceForm } from './add-gate-device-form';
import { PairingCodePanel, type Pairing } from './pairing-code-panel';

function PairingStatus({ device }: { device: GateDevice }) {
  if (device.pairedAt) return <Badge color="green">Paired</Badge>;
  const expires = device.pairingExpiresAt ? dayjs(device.pairingExpiresAt) : undefined;
  if (expires && expires.isAfter(dayjs())) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="blue">Waiting for pairing</Badge>
        <Text size="xs" c="dimmed">
          Code valid until {expires.format('HH:mm')}
        </Text>
      </Stack>
    );
  }
  return <Badge color="gray">Pairing code expired</Badge>;
}

type DeviceActionsProps = {
  device: GateDevice;
  onRenew: (device: GateDevice) => void;
  onRemove: (device: GateDevice) => void;
};

function DeviceActions({ device, onRenew, onRemove }: DeviceActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        aria-label={`New pairing code for ${device.name}`}
        onClick={() => onRenew(device)}
      >
        New code
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Remove ${device.name}`}
        onClick={() => onRemove(device)}
      >
        Remove
      </Button>
    </Group>
  );
}

/** On a phone each device is a card instead of a table row. */
function DeviceCards({
  devices,
  ...actions
}: { devices: GateDevice[] } & Omit<DeviceActionsProps, 'device'>) {
  return (
    <CardList label="Gate devices">
      {devices.map((device) => (
        <CardListItem key={device._id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{device.name}</Text>
                <Text size="sm" c="dimmed">
                  {device.location} · {GATE_MODE_LABELS[device.mode]}
                </Text>
              </div>
              <PairingStatus device={device} />
            </Group>
            <Text size="sm">
              Last contact: {lastContact(device)} · Scans today: {device.scansToday}
            </Text>
            <DeviceActions device={device} {...actions} />
          </Stack>
        </CardListItem>
      ))}
    </CardList>
  );
}

const lastContact = (device: GateDevice) =>
  device.lastSeenAt ? dayjs(device.lastSeenAt).format('MMM D, HH:mm') : 'Never';

/** Admins add scanning stations, pair them with a one-time code, watch and remove them. */
export function GateDevicesAdmin() {
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
      title: 'Remove gate device',
      children: (
        <Text size="sm">
          Remove {device.name} ({device.location})? It stops scanning at once; scans it already
          recorded stay.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(device._id, {
          onSuccess: (reply) => notifySuccess(reply.message),
          onError: (error) => notifyError(errorMessage(error, 'Failed to remove the device')),
        }),
    });

  const renewCode = (device: GateDevice) =>
    renew.mutate(device._id, {
      onSuccess: showPairing,
      onError: (error) => notifyError(errorMessage(error, 'Failed to make a pairing code')),
    });

  const list = devices.data?.devices ?? [];
  const isEmpty = list.length === 0 && !devices.isLoading;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Gate Devices"
        subtitle="Scanning stations at the school gates: pair a tablet, watch it, remove it"
      />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Add a gate device
        </Title>
        <AddGateDeviceForm
          isSaving={create.isPending}
          onCreate={(values) => create.mutateAsync(values).then(showPairing)}
        />
      </Paper>
      {pairing ? <PairingCodePanel pairing={pairing} /> : null}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Devices ({list.length})
        </Title>
        {isEmpty ? (
          <Text c="dimmed" ta="center" py="lg" role="status">
            No gate devices yet. Add one above, then pair the tablet at the gate.
          </Text>
        ) : null}
        {isPhone && !isEmpty ? (
          <DeviceCards devices={list} onRenew={renewCode} onRemove={confirmRemove} />
        ) : null}
        {!isPhone && !isEmpty ? (
          <Table.ScrollContainer minWidth={880}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={devices.isLoading}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last contact</Table.Th>
                  <Table.Th>Scans today</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((device) => (
                  <Table.Tr key={device._id}>
                    <Table.Td fw={600}>{device.name}</Table.Td>
                    <Table.Td>{device.location}</Table.Td>
                    <Table.Td>{GATE_MODE_LABELS[device.mode]}</Table.Td>
                    <Table.Td>
                      <PairingStatus device={device} />
                    </Table.Td>
                    <Table.Td>{lastContact(device)}</Table.Td>
                    <Table.Td>{device.scansToday}</Table.Td>
                    <Table.Td>
                      <DeviceActions device={device} onRenew={renewCode} onRemove={confirmRemove} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>
    </Stack>
  );
}
