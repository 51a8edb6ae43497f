import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useSchoolTimezone } from '@/lib/school-info';
import { readAttendanceLink } from '@/config/attendance-link';
import { AttendanceRecords } from '@/features/attendance/components/attendance-records';
import { useCurrentUser } from '@/lib/auth';

export function AttendanceRoute() {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation('contract');
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  // Dates default to today at the school, so the screen waits for the school's time zone.
  const timezone = useSchoolTimezone();
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {timezone ? (
        <AttendanceRecords
          // A new link (another student) starts the screen over with its filters.
          key={searchParams.toString()}
          timezone={timezone}
          canEdit={user.role === 'admin'}
          initialFilters={readAttendanceLink(searchParams)}
        />
      ) : (
        <Center py="xl">
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text c="dimmed">{tc('attendance.listLoading')}</Text>
          </Stack>
        </Center>
      )}
    </>
  );
}
