import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { HeldAccountScreen } from '@/components/layouts/held-account-screen';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { useCurrentUser } from '@/lib/auth';

/**
 * The first administrator's only screen while they still have the password printed at install
 * (the server refuses everything else): choose their own, then sign in with it.
 */
export function PasswordChangeRoute() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  if (!user.passwordChangeRequired) return <Navigate to="/dashboard" replace />;
  return (
    <HeldAccountScreen
      icon={<IconKey size={28} />}
      title={t('firstPassword.title')}
      intro={t('firstPassword.intro')}
    >
      <ChangePasswordForm />
    </HeldAccountScreen>
  );
}
