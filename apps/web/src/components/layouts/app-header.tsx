import { ActionIcon, Burger, Group, Title, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { LanguageMenu } from './language-menu';
import { NotificationsButton } from './notifications-button';
import { UserMenu } from './user-menu';

type AppHeaderProps = { isNavOpen: boolean; onToggleNav: () => void };

export function AppHeader({ isNavOpen, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const handleLogout = () => void logout();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? t('header.closeNavigation') : t('header.openNavigation')}
        />
        <Title order={1} size="h3">
          {t('header.title')}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <NotificationsButton />
        <UserMenu user={user} onLogout={handleLogout} />
        <Tooltip label={t('header.logout')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('header.logout')}
            onClick={handleLogout}
          >
            <IconLogout size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
