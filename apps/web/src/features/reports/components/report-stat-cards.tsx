import { SimpleGrid } from '@mantine/core';
import { formatRate, REPORT_MESSAGES, type ReportStats } from '@rollcall/contract/reports';
import {
  IconChalkboard,
  IconPercentage,
  IconSchool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';

const { cards } = REPORT_MESSAGES;

const CARDS: {
  key: keyof ReportStats;
  label: string;
  icon: Icon;
  color: string;
  format?: (value: number) => string;
}[] = [
  { key: 'totalStudents', label: cards.totalStudents, icon: IconUsers, color: 'indigo' },
  {
    key: 'averageAttendance',
    label: cards.averageAttendance,
    icon: IconPercentage,
    color: 'green',
    format: formatRate,
  },
  { key: 'classesToday', label: cards.attendanceToday, icon: IconSchool, color: 'blue' },
  { key: 'activeTeachers', label: cards.activeTeachers, icon: IconChalkboard, color: 'grape' },
];

/** Spec §2's four summary cards: school-wide, whatever the analytics filters say. */
export function ReportStatCards({ stats }: { stats: ReportStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {CARDS.map(({ key, ...card }) => (
        <StatCard key={key} {...card} value={stats?.[key]} isLoading={stats === undefined} />
      ))}
    </SimpleGrid>
  );
}
