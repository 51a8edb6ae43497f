import { Avatar, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { GateOutcome } from '@rollcall/contract/gate';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockExclamation,
  IconCloudOff,
  IconDoorExit,
  IconInfoCircle,
  IconScan,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { KioskResult } from './use-gate-kiosk';

type Look = { color: string; icon: Icon; title: string };

/** Colour, icon and words together: each result reads the same in greyscale and from afar. */
function outcomeLook(
  outcome: GateOutcome,
  minutesLate: number,
  t: TFunction<['gate', 'contract']>,
): Look {
  switch (outcome) {
    case 'on-time':
      return { color: 'green', icon: IconCircleCheck, title: t('contract:attendanceCsv.onTime') };
    case 'late':
      return {
        color: 'orange',
        icon: IconClockExclamation,
        title: t('result.late', { minutes: minutesLate }),
      };
    case 'already-checked-in':
      return { color: 'blue', icon: IconInfoCircle, title: t('result.alreadyCheckedIn') };
    case 'checked-out':
      return { color: 'teal', icon: IconDoorExit, title: t('result.checkedOut') };
    case 'checked-out-early':
      return { color: 'orange', icon: IconDoorExit, title: t('result.earlyLeave') };
    case 'already-checked-out':
      return { color: 'blue', icon: IconInfoCircle, title: t('result.alreadyCheckedOut') };
  }
}

/** The server writes its messages (the contract's GATE_MESSAGES) in the kiosk's language. */
function lookOf(shown: KioskResult, t: TFunction<['gate', 'contract']>): Look & { detail: string } {
  if (shown.kind === 'offline') {
    return {
      color: 'gray',
      icon: IconCloudOff,
      title: t('result.savedOffline'),
      detail: t('result.savedOfflineText'),
    };
  }
  if (shown.kind === 'refused') {
    return { color: 'red', icon: IconX, title: t('result.refused'), detail: shown.message };
  }
  const { result } = shown;
  const look = outcomeLook(result.outcome, result.minutesLate, t);
  return {
    ...look,
    ...(result.withoutCheckIn && { icon: IconAlertTriangle }),
    detail: result.message,
  };
}

/** The big answer to the last scan, or the invitation to scan. */
export function ScanResultPanel({ shown }: { shown: KioskResult | null }) {
  const { t } = useTranslation(['gate', 'contract']);
  if (!shown) {
    return (
      <Paper withBorder radius="lg" p="xl" h="100%" aria-live="polite">
        <Stack align="center" justify="center" h="100%" gap="md">
          <ThemeIcon size={96} radius="xl" variant="light" color="blue">
            <IconScan size={64} aria-hidden />
          </ThemeIcon>
          <Title order={2} ta="center">
            {t('result.readyTitle')}
          </Title>
          <Text size="lg" c="dimmed" ta="center">
            {t('result.readyText')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const look = lookOf(shown, t);
  const student = shown.kind === 'recorded' ? shown.result.student : undefined;
  const LookIcon = look.icon;
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      h="100%"
      bg={`${look.color}.0`}
      style={{ borderColor: `var(--mantine-color-${look.color}-6)`, borderWidth: 4 }}
      role="status"
      aria-live="assertive"
      data-outcome={shown.kind === 'recorded' ? shown.result.outcome : shown.kind}
    >
      <Stack align="center" justify="center" h="100%" gap="md">
        {student ? (
          <Avatar src={student.photoUrl ?? null} alt="" size={140} radius={140} color={look.color}>
            {`${student.firstName[0] ?? ''}${student.lastName[0] ?? ''}`}
          </Avatar>
        ) : null}
        <Title order={2} fz={{ base: 32, sm: 44 }} ta="center" c={`${look.color}.9`}>
          <LookIcon size={44} aria-hidden style={{ verticalAlign: 'middle', marginRight: 8 }} />
          {look.title}
        </Title>
        {student ? (
          <Text fz={{ base: 26, sm: 34 }} fw={700} ta="center">
            {student.firstName} {student.lastName}
          </Text>
        ) : null}
        <Text fz={{ base: 18, sm: 22 }} ta="center" c="dark.6">
          {look.detail}
        </Text>
      </Stack>
    </Paper>
  );
}
