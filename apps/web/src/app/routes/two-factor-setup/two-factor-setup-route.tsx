import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { HeldAccountScreen } from '@/components/layouts/held-account-screen';
import { EnableTwoFactor } from '@/features/profile/components/enable-two-factor';
import { useCurrentUser } from '@/lib/auth';

/**
 * The only screen an admin sees while the school requires two-factor sign-in of admins and theirs
 * is off (the server refuses everything else): set it up, or sign out.
 */
export function TwoFactorSetupRoute() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Read on arrival only: once it is on, the recovery codes stay on screen until the admin moves on.
  const [isRequiredOnArrival] = useState(user.twoFactorSetupRequired);
  if (!isRequiredOnArrival) return <Navigate to="/dashboard" replace />;

  return (
    <HeldAccountScreen
      icon={<IconShieldLock size={28} />}
      title={t('setup.title')}
      intro={t('setup.intro')}
    >
      <EnableTwoFactor
        account={user.email}
        onDone={() => void navigate('/dashboard', { replace: true })}
      />
    </HeldAccountScreen>
  );
}
