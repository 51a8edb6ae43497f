import { SimpleGrid } from '@mantine/core';
import { formatRate, REPORT_MESSAGES, type ReportStats } from '@rollcall/contract/reports';
import { IconChalkboard, IconPercentage, IconSchool, IconUsers } from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';

const { cards } = REPORT_MESSAGES;

/** Spec §2's four summary cards: school-wide, whatever the analytics filters say. */
export function ReportStatCards({ stats }: { stats: ReportStats | undefined }) {
  const isLoading = stats === undefined;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      <StatCard
        label={cards.totalStudents}
        value={stats?.totalStudents}
        icon={IconUsers}
        color="indigo"
        isLoading={isLoading}
      />
      <StatCard
        label={cards.averageAttendance}
        value={stats?.averageAttendance}
        format={formatRate}
        icon={IconPercentage}
        color="green"
        isLoading={isLoading}
      />
      <StatCard
        label={cards.attendanceToday}
        value={stats?.classesToday}
        icon={IconSchool}
        color="blue"
        isLoading={isLoading}
      />
      <StatCard
        label={cards.activeTeachers}
        value={stats?.activeTeachers}
        icon={IconChalkboard}
        color="grape"
        isLoading={isLoading}
      />
    </SimpleGrid>
  );
}
