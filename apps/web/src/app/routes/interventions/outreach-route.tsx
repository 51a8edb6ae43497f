import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { OutreachPanel } from '@/features/outreach/components/outreach-panel';
import { useCurrentUser } from '@/lib/auth';

/** /interventions/outreach: admins only (issue 26); linked from System Settings → Interventions. */
export function OutreachRoute() {
  const user = useCurrentUser();
  const { t } = useTranslation('outreach');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {user.role === 'admin' ? (
        <OutreachPanel />
      ) : (
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {t('accessDenied')}
        </Alert>
      )}
    </>
  );
}
