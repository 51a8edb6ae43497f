import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { IdCardGenerator } from '@/features/id-cards/components/id-card-generator';
import { useCurrentUser } from '@/lib/auth';

/** /id-cards: admins only (issue 11); teachers keep Print ID on the student list. */
export function IdCardsRoute() {
  const user = useCurrentUser();
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title={tc('idCards.title')} />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {t('accessDenied')}
        </Alert>
      </>
    );
  }
  return <IdCardGenerator />;
}
