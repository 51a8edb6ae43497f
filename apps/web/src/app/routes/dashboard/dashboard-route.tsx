import { Alert, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/auth';

export function DashboardRoute() {
  const user = useCurrentUser();
  const title = user.role === 'admin' ? 'Admin Dashboard' : 'Teacher Dashboard';
  const today = dayjs().format('dddd, MMMM D, YYYY');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <Text component="span" size="sm" c="dimmed">
            Welcome back, {user.name}! Today is {today}.
          </Text>
        }
      />
      <Alert
        variant="light"
        color="blue"
        icon={<IconClockHour4 aria-hidden />}
        title="Coming later"
      >
        Attendance figures, recent activity and quick actions arrive in a later release.
      </Alert>
    </>
  );
}
