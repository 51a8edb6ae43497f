import { SimpleGrid } from '@mantine/core';
import type { Role } from '@rollcall/contract/roles';
import type { UserStats } from '@rollcall/contract/users';
import { IconChalkboard, IconUserCheck, IconUserShield, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { useUserStats } from '../api/get-user-stats';

const countOf = (stats: UserStats | undefined, role: Role) =>
  stats ? (stats.byRole.find((entry) => entry._id === role)?.count ?? 0) : undefined;

export function UserStatsCards() {
  const { t } = useTranslation('users');
  const { data: stats, isPending } = useUserStats();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} mb="lg">
      <StatCard
        label={t('stats.total')}
        value={stats?.totalUsers}
        icon={IconUsers}
        color="indigo"
        isLoading={isPending}
      />
      <StatCard
        label={t('stats.active')}
        value={stats?.totalActive}
        icon={IconUserCheck}
        color="green"
        isLoading={isPending}
      />
      <StatCard
        label={t('stats.admins')}
        value={countOf(stats, 'admin')}
        icon={IconUserShield}
        color="grape"
        isLoading={isPending}
      />
      <StatCard
        label={t('stats.teachers')}
        value={countOf(stats, 'teacher')}
        icon={IconChalkboard}
        color="blue"
        isLoading={isPending}
      />
    </SimpleGrid>
  );
}
