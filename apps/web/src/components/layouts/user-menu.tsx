import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/ui/user-avatar';

type UserMenuProps = {
  user: User;
  onLogout: () => void;
  /** Items of other header controls that a phone's header has no room for (the schools). */
  children?: ReactNode;
};

export function UserMenu({ user, onLogout, children }: UserMenuProps) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('contract');
  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      // No focus placeholder before the items: a menu holds menu items only (axe,
      // aria-required-children), as the notifications menu does.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          // The visible name and role are in the label too (WCAG 2.5.3), as is what the button opens.
          aria-label={t('header.userMenu', { name: user.name, role: tc(`roles.${user.role}`) })}
          style={{ borderRadius: 8 }}
        >
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={user} size={36} />
            <div style={{ lineHeight: 1.2, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end" maw={160} visibleFrom="sm" title={user.name}>
                {user.name}
              </Text>
              {/* A space between the name and the role: read as text, the two are two words. */}{' '}
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {tc(`roles.${user.role}`)}
              </Text>
            </div>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={14} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate="end" title={user.name}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" title={user.email}>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {children ? (
          <>
            {children}
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          {t('header.profileSettings')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
