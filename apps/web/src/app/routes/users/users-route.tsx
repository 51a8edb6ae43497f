import { Alert } from '@mantine/core';
import { USER_MESSAGES } from '@rollcall/contract/users';
import { IconLock } from '@tabler/icons-react';
import { PageHeader } from '@/components/ui/page-header';
import { UserManagement } from '@/features/users/components/user-management';
import { useCurrentUser } from '@/lib/auth';

export function UsersRoute() {
  const user = useCurrentUser();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title="User Management" />
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
          {USER_MESSAGES.accessDenied}
        </Alert>
      </>
    );
  }
  return <UserManagement currentUserId={user._id} />;
}
