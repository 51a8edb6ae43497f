import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { GateDevicesAdmin } from '@/features/gate/components/gate-devices-admin';
import { useCurrentUser } from '@/lib/auth';

export function GateDevicesRoute() {
  const { t } = useTranslation(['gate', 'common']);
  const { t: tc } = useTranslation('contract');
  const user = useCurrentUser();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title={t('common:nav.gateDevices')} />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {tc('gate.accessDenied')}
        </Alert>
      </>
    );
  }
  return <GateDevicesAdmin />;
}
