import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconPlayerPlay, IconRefresh, IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ControlPanelProps = {
  date: string;
  today: string;
  isSchoolDay: boolean | undefined;
  canManage: boolean;
  isRefreshing: boolean;
  isChecking: boolean;
  onDateChange: (date: string) => void;
  onRefresh: () => void;
  onManualCheck: () => void;
  onTestSystem: () => void;
};

export function ControlPanel(props: ControlPanelProps) {
  const { t } = useTranslation(['absentee', 'contract', 'common']);
  const { t: tc } = useTranslation('contract');
  const { date, today, canManage } = props;
  const isToday = date === today;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h="100%"
      component="section"
      aria-labelledby="control-title"
    >
      <Title order={3} size="h5" mb="sm" id="control-title">
        {t('control.title')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('control.date')}
          value={date}
          max={today}
          onChange={(event) => {
            // An emptied or future date falls back to today: there is nothing to show there.
            const value = event.currentTarget.value;
            props.onDateChange(value && value <= today ? value : today);
          }}
          style={{ flex: '1 1 150px' }}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={props.isRefreshing}
          onClick={props.onRefresh}
        >
          {t('contract:common.refresh')}
        </Button>
        {canManage ? (
          <>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={!isToday}
              loading={props.isChecking}
              onClick={props.onManualCheck}
              aria-describedby={isToday ? undefined : 'manual-check-hint'}
            >
              {t('control.manualCheck')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconTestPipe size={16} aria-hidden />}
              onClick={props.onTestSystem}
            >
              {t('control.testSystem')}
            </Button>
          </>
        ) : null}
      </Group>
      <Stack gap={4} mt="sm">
        {props.isSchoolDay === false ? (
          <Group gap="xs">
            <Badge tt="none" variant="light" color="gray">
              {t('common:notSchoolDay')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('control.notSchoolDayText')}
            </Text>
          </Group>
        ) : null}
        {canManage && !isToday ? (
          <Text size="xs" c="dimmed" id="manual-check-hint">
            {tc('absentee.manualCheckTodayOnly')}
          </Text>
        ) : null}
        {canManage ? null : (
          <Group gap={6} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('control.adminsOnly')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
