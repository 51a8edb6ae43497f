import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { OutreachPanel } from '@/features/interventions/components/outreach-panel';
import { useCurrentUser } from '@/lib/auth';

/** /interventions/outreach: admins only (issue 26); linked from System Settings → Interventions. */
export function OutreachRoute() {
  const user = useCurrentUser();
  const { t } = useTranslation('interventions');
  return (
    <>
      <PageHeader title={t('outreach.title')} subtitle={t('outreach.subtitle')} />
      {user.role === 'admin' ? (
        <OutreachPanel />
      ) : (
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {t('outreach.accessDenied')}
        </Alert>
      )}
    </>
  );
}
