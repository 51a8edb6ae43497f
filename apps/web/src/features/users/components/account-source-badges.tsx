import { Badge } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import { IconLogin, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * How an account signs in and where it comes from (issue 42), in words beside an icon: single
 * sign-on only, and made and kept up to date by the roster import.
 */
export function AccountSourceBadges({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'contract']);
  const badges = [
    {
      isShown: user.ssoOnly,
      label: t('contract:sso.ssoOnlyLabel'),
      icon: IconLogin,
      color: 'indigo',
    },
    { isShown: user.fromRoster, label: t('table.fromRoster'), icon: IconRefresh, color: 'gray' },
  ];
  return badges
    .filter((badge) => badge.isShown)
    .map(({ label, icon: BadgeIcon, color }) => (
      <Badge
        key={label}
        tt="none"
        variant="light"
        color={color}
        miw="max-content"
        leftSection={<BadgeIcon size={12} aria-hidden />}
      >
        {label}
      </Badge>
    ));
}
