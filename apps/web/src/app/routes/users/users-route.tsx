import { Alert } from '@mantine/core';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { UserManagement } from '@/features/users/components/user-management';
import { useTranslateText } from '@/i18n/language';
import { useCurrentUser } from '@/lib/auth';

export function UsersRoute() {
  const { t } = useTranslation('users');
  const tx = useTranslateText();
  const user = useCurrentUser();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title={t('page.title')} />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {tx(USER_MESSAGES.accessDenied)}
        </Alert>
      </>
    );
  }
  return <UserManagement currentUserId={user._id} />;
}
