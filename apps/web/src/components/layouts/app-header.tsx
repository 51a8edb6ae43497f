import {
  ActionIcon,
  Burger,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { LanguageMenu } from './language-menu';
import { NotificationsButton } from './notifications-button';
import { SchoolMenu, SchoolMenuItems, useSchoolSwitch } from './school-menu';
import { UserMenu } from './user-menu';

type AppHeaderProps = { isNavOpen: boolean; isPhone: boolean; onToggleNav: () => void };

export function AppHeader({ isNavOpen, isPhone, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const handleLogout = () => void logout();
  const { schools, announcement } = useSchoolSwitch();

  return (
    // On a phone everything must fit in 360 px with the longest title (Spanish "Administración"):
    // a smaller title, narrower padding, the language's code without its icon, and the schools
    // and sign-out only in the user menu.
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? t('header.closeNavigation') : t('header.openNavigation')}
        />
        <Stack gap={0} miw={0}>
          <Title order={1} fz={{ base: 'lg', sm: 'h3' }}>
            {t('header.title')}
          </Title>
          {/* On a phone the school menu is in the user menu: the acting school shows here. */}
          {schools && isPhone ? (
            <Text size="xs" c="gray.7" truncate="end" maw={170} data-testid="acting-school">
              {schools.current.name}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {schools && !isPhone ? <SchoolMenu {...schools} /> : null}
        <LanguageMenu isCompact={isPhone} />
        <NotificationsButton />
        <UserMenu user={user} onLogout={handleLogout}>
          {schools && isPhone ? <SchoolMenuItems {...schools} /> : null}
        </UserMenu>
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
        {/* A switch of school, said aloud as the screens reload (school-menu.tsx). */}
        <VisuallyHidden aria-live="polite" aria-atomic>
          {announcement}
        </VisuallyHidden>
      </Group>
    </Group>
  );
}
