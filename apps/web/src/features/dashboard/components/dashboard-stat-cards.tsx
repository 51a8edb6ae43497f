import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChartPie,
  IconCircleCheck,
  IconUserCheck,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import type { DashboardFigures } from '../utils/dashboard-figures';
import { DashboardStatCard } from './dashboard-stat-card';

function RateNote({ isGood }: { isGood: boolean }) {
  const Icon = isGood ? IconCircleCheck : IconAlertTriangle;
  return (
    <Group gap={4} mt={2} wrap="nowrap">
      <Icon size={14} aria-hidden color={isGood ? 'var(--mantine-color-green-7)' : undefined} />
      <Text size="xs" fw={600} c={isGood ? 'green.8' : 'orange.8'}>
        {isGood ? 'Great job!' : 'Needs improvement'}
      </Text>
    </Group>
  );
}

type DashboardStatCardsProps = { figures: DashboardFigures; isLoading: boolean };

export function DashboardStatCards({ figures, isLoading }: DashboardStatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <DashboardStatCard
        label="Total Students"
        value={figures.totalStudents.toLocaleString()}
        icon={IconUsers}
        color="indigo"
        isLoading={isLoading}
      />
      <DashboardStatCard
        label="Present Today"
        value={figures.scanned.toLocaleString()}
        icon={IconUserCheck}
        color="green"
        isLoading={isLoading}
      />
      <DashboardStatCard
        label="Absent Today"
        value={figures.notScanned.toLocaleString()}
        icon={IconUserX}
        color="red"
        isLoading={isLoading}
      />
      <DashboardStatCard
        label="Attendance Rate"
        value={`${figures.rate}%`}
        icon={IconChartPie}
        color={figures.isRateGood ? 'teal' : 'orange'}
        isLoading={isLoading}
        note={isLoading ? null : <RateNote isGood={figures.isRateGood} />}
      />
    </SimpleGrid>
  );
}
