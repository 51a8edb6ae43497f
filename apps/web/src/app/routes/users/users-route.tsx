import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { UserManagement } from '@/features/users/components/user-management';
import { useCurrentUser } from '@/lib/auth';

export function UsersRoute() {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('contract');
  const user = useCurrentUser();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title={t('page.title')} />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {tc('users.accessDenied')}
        </Alert>
      </>
    );
  }
  return <UserManagement currentUserId={user._id} />;
}
