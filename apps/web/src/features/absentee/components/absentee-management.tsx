import { Grid, Stack, Tabs } from '@mantine/core';
import { IconList, IconUserX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolToday } from '@/lib/school-time';
import { useAbsentStudents } from '../api/get-absent-students';
import { useNotifications } from '../api/get-notifications';
import { useRunManualCheck } from '../api/run-manual-check';
import { countOf } from '../utils/absentee-format';
import { AbsentStudentsPanel } from './absent-students-panel';
import { absenteeToast } from './absentee-toast';
import { ControlPanel } from './control-panel';
import { DeliveryLog } from './delivery-log';
import { OutboxNote } from './outbox-note';
import { QuickStatsCard } from './quick-stats-card';
import { ScheduleCard } from './schedule-card';
import { TestNotificationModal } from './test-notification-modal';
import { queryKeys } from '@/lib/query-keys';

type AbsenteeManagementProps = { timezone: string; canManage: boolean };

export function AbsenteeManagement({ timezone, canManage }: AbsenteeManagementProps) {
  const { t } = useTranslation('absentee');
  const { t: tc } = useTranslation('contract');
  const today = schoolToday(timezone);
  const [date, setDate] = useState(today);
  const [tab, setTab] = useState<string | null>('absent');
  const [isTestOpen, setIsTestOpen] = useState(false);
  const queryClient = useQueryClient();
  const absent = useAbsentStudents(date);
  const outboxToday = useNotifications({ date: today, status: 'outbox', page: 1, limit: 1 });
  const manualCheck = useRunManualCheck();
  const outboxCount = outboxToday.data?.pagination.totalRecords ?? 0;

  // One toast per failed load: each failure is a new error object.
  useEffect(() => {
    if (absent.error) absenteeToast.failure('loadFailed', absent.error);
  }, [absent.error]);

  const runManualCheck = async () => {
    try {
      const result = await manualCheck.mutateAsync(today);
      absenteeToast.success(tc('absentee.manualCheckDone'));
      const counts = {
        students: countOf('students', result.absentCount),
        messages: countOf('messages', result.queued),
        repeats: result.alreadyNotified,
      };
      absenteeToast.info(
        result.alreadyNotified > 0
          ? t('check.summaryWithRepeats', counts)
          : t('check.summary', counts),
      );
    } catch (error) {
      absenteeToast.failure('manualCheckFailed', error);
    }
  };

  return (
    <Stack gap="md">
      <Grid gutter="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
          <ScheduleCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
          <QuickStatsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ControlPanel
            date={date}
            today={today}
            isSchoolDay={absent.data?.date === date ? absent.data.isSchoolDay : undefined}
            canManage={canManage}
            isRefreshing={absent.isFetching && !absent.isPending}
            isChecking={manualCheck.isPending}
            onDateChange={setDate}
            onRefresh={() =>
              void queryClient.invalidateQueries({ queryKey: queryKeys.absentee.all })
            }
            onManualCheck={() => void runManualCheck()}
            onTestSystem={() => setIsTestOpen(true)}
          />
        </Grid.Col>
      </Grid>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="absent" leftSection={<IconUserX size={16} aria-hidden />}>
            {t('tabs.absent')}
          </Tabs.Tab>
          <Tabs.Tab value="log" leftSection={<IconList size={16} aria-hidden />}>
            {t('log.title')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="absent">
          <Stack gap="md">
            {outboxCount > 0 ? (
              <OutboxNote>{t('outboxToday', { count: outboxCount })}</OutboxNote>
            ) : null}
            <AbsentStudentsPanel
              key={date}
              date={date}
              today={today}
              students={absent.isError ? [] : (absent.data?.students ?? [])}
              isLoading={absent.isPending}
              error={absent.isError ? absent.error : null}
              canManage={canManage}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <DeliveryLog timezone={timezone} today={today} />
        </Tabs.Panel>
      </Tabs>
      {canManage ? (
        <TestNotificationModal opened={isTestOpen} onClose={() => setIsTestOpen(false)} />
      ) : null}
    </Stack>
  );
}
