import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS } from '@/config/navigation';
import { prefetchProps } from '@/lib/screen-prefetch';

function isActive(pathname: string, paths: string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label={t('nav.main')} type="auto">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb="xs">
        {t('appName')}
      </Text>
      {NAV_ITEMS.map((item) => {
        const active = isActive(pathname, [item.to, ...(item.alsoActiveOn ?? [])]);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(`nav.${item.label}`)}
            leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            {...prefetchProps(item.to)}
            variant="light"
            fw={active ? 600 : 500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </ScrollArea>
  );
}
