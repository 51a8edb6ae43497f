import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Role } from '@rollcall/contract/roles';
import { IconAlertCircle, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { formatLongDate, schoolToday } from '@/lib/school-time';
import { errorMessage } from '@/lib/api-error';
import { useStudentTotal } from '../api/get-student-total';
import { useTodayAttendance } from '../api/get-today-attendance';
import { dashboardFigures } from '../utils/dashboard-figures';
import { DashboardStatCards } from './dashboard-stat-cards';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { TodayAttendanceTable } from './today-attendance-table';
import { TodaySummary } from './today-summary';

type DashboardProps = {
  user: { name: string; role: Role };
  timezone: string;
  onOpenScan: () => void;
};

export function Dashboard({ user, timezone, onOpenScan }: DashboardProps) {
  const { t } = useTranslation(['dashboard', 'common']);
  const { t: tc } = useTranslation('contract');
  const today = useTodayAttendance();
  const students = useStudentTotal();
  const failure = today.error ?? students.error;
  const hasFailed = failure !== null;
  const figures = dashboardFigures(
    students.data,
    today.data?.summary,
    hasFailed,
    today.data?.isSchoolDay,
  );
  const records = hasFailed ? [] : (today.data?.attendance ?? []);
  const isLoading = !hasFailed && (today.isPending || students.isPending);
  const isTeacher = user.role === 'teacher';
  const date = today.data?.date ?? schoolToday(timezone);

  return (
    <>
      <PageHeader
        title={user.role === 'admin' ? t('header.adminTitle') : t('header.teacherTitle')}
        subtitle={
          <Text component="span" size="sm" c="dimmed">
            {t('header.welcome', { name: user.name, date: formatLongDate(date) })}
            {today.data && !today.data.isSchoolDay ? (
              <Badge component="span" ml="xs" variant="light" color="gray" tt="none">
                {t('common:notSchoolDay')}
              </Badge>
            ) : null}
          </Text>
        }
        actions={
          <Group gap="xs">
            <Button leftSection={<IconQrcode size={18} aria-hidden />} onClick={onOpenScan}>
              {t('common:scanQrCode')}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        {hasFailed ? (
          <Alert
            color="red"
            variant="light"
            title={t('common:loadError')}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            {errorMessage(failure, tc('attendance.fetchFailed'))}
          </Alert>
        ) : null}
        <DashboardStatCards figures={figures} isLoading={isLoading} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <QuickActions role={user.role} onOpenScan={onOpenScan} />
          <RecentActivity records={records} timezone={timezone} />
          <TodaySummary figures={figures} />
        </SimpleGrid>
        <TodayAttendanceTable
          records={records}
          timezone={timezone}
          isLoading={isLoading}
          totalToday={figures.scanned}
          onStartScanning={isTeacher ? onOpenScan : undefined}
        />
      </Stack>
    </>
  );
}
