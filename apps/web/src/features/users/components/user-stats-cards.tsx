import { SimpleGrid } from '@mantine/core';
import type { Role } from '@rollcall/contract/roles';
import type { UserStats } from '@rollcall/contract/users';
import { IconChalkboard, IconUserCheck, IconUserShield, IconUsers } from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';
import { useUserStats } from '../api/get-user-stats';

const countOf = (stats: UserStats | undefined, role: Role) =>
  stats ? (stats.byRole.find((entry) => entry._id === role)?.count ?? 0) : undefined;

export function UserStatsCards() {
  const { data: stats, isPending } = useUserStats();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} mb="lg">
      <StatCard
        label="Total Users"
        value={stats?.totalUsers}
        icon={IconUsers}
        color="indigo"
        isLoading={isPending}
      />
      <StatCard
        label="Active Users"
        value={stats?.totalActive}
        icon={IconUserCheck}
        color="green"
        isLoading={isPending}
      />
      <StatCard
        label="Administrators"
        value={countOf(stats, 'admin')}
        icon={IconUserShield}
        color="grape"
        isLoading={isPending}
      />
      <StatCard
        label="Teachers"
        value={countOf(stats, 'teacher')}
        icon={IconChalkboard}
        color="blue"
        isLoading={isPending}
      />
    </SimpleGrid>
  );
}
