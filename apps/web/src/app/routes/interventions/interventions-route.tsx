import { Center } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useTranslation } from 'react-i18next';
import { InterventionsScreen } from '@/features/interventions/components/interventions-screen';
import { useCurrentUser } from '@/lib/auth';
import { useSchoolTimezone } from '@/lib/school-info';

/** Teachers read the attendance cases; admins check the rules and act on them (issue 26). */
export function InterventionsRoute() {
  const { t } = useTranslation('interventions');
  const user = useCurrentUser();
  // Dates and times are the school's.
  const timezone = useSchoolTimezone();
  if (!timezone) {
    return (
      <Center py="xl">
        <Loading label={t('page.loading')} />
      </Center>
    );
  }
  return <InterventionsScreen timezone={timezone} canManage={user.role === 'admin'} />;
}
