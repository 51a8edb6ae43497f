import { ActionIcon, Burger, Group, Title, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { LanguageMenu } from './language-menu';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

type AppHeaderProps = { isNavOpen: boolean; isPhone: boolean; onToggleNav: () => void };

export function AppHeader({ isNavOpen, isPhone, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const handleLogout = () => void logout();

  return (
    // On a phone everything must fit in 360 px with the longest title (Spanish "Administración"):
    // a smaller title, narrower padding, the language's code without its icon, and sign-out only in
    // the user menu.
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? t('header.closeNavigation') : t('header.openNavigation')}
        />
        <Title order={1} fz={{ base: 'lg', sm: 'h3' }}>
          {t('header.title')}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu isCompact={isPhone} />
        <NotificationsButton />
        <UserMenu user={user} onLogout={handleLogout} />
        <Tooltip label={t('header.logout')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('header.logout')}
            onClick={handleLogout}
            visibleFrom="sm"
          >
            <IconLogout size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
