import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { DistrictOverview } from '@/features/district/components/district-overview';
import { useCurrentUser } from '@/lib/auth';

/** The district overview, its administrators' alone (the server answers others 403). */
export function DistrictRoute() {
  const { t } = useTranslation('district');
  const { t: tc } = useTranslation('contract');
  const user = useCurrentUser();
  if (!user.isDistrictAdmin) {
    return (
      <>
        <PageHeader title={t('page.title')} />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {tc('errors.FORBIDDEN')}
        </Alert>
      </>
    );
  }
  return <DistrictOverview />;
}
