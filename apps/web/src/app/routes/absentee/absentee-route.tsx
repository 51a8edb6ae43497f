import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSchoolTimezone } from '@/lib/school-info';
import { AbsenteeManagement } from '@/features/absentee/components/absentee-management';
import { useCurrentUser } from '@/lib/auth';

export function AbsenteeRoute() {
  const { t } = useTranslation('absentee');
  const { t: tc } = useTranslation('contract');
  const user = useCurrentUser();
  // The date defaults to today at the school, so the screen waits for the school's time zone.
  const timezone = useSchoolTimezone();
  return (
    <>
      <PageHeader title={tc('absentee.heading')} subtitle={tc('absentee.intro')} />
      {timezone ? (
        <AbsenteeManagement timezone={timezone} canManage={user.role === 'admin'} />
      ) : (
        <Center py="xl">
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text c="dimmed">{t('loading')}</Text>
          </Stack>
        </Center>
      )}
    </>
  );
}
