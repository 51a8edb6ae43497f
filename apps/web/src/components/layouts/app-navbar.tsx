import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DISTRICT_NAV_ITEM, NAV_ITEMS, type NavItem } from '@/config/navigation';
import { offeredSchools } from '@/lib/acting-school';
import { useCurrentUser } from '@/lib/auth';
import { getSchoolsQueryOptions } from '@/lib/schools';
import { prefetchProps } from '@/lib/screen-prefetch';

function isActive(pathname: string, paths: string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The navigation's items: a district administrator of more than one open school has the district
 * overview after the dashboard; everyone else, a one-school installation's too, the spec's.
 */
function useNavItems(): NavItem[] {
  const user = useCurrentUser();
  const { data } = useQuery({ ...getSchoolsQueryOptions(), enabled: user.isDistrictAdmin });
  const hasSchools = offeredSchools(data?.schools ?? []).length > 1;
  if (!user.isDistrictAdmin || !hasSchools) return NAV_ITEMS;
  const [dashboard, ...others] = NAV_ITEMS;
  return dashboard ? [dashboard, DISTRICT_NAV_ITEM, ...others] : NAV_ITEMS;
}

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useNavItems();
  return (
    <ScrollArea component="nav" aria-label={t('nav.main')} type="auto">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb="xs">
        {t('appName')}
      </Text>
      {items.map((item) => {
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
