import { SimpleGrid } from '@mantine/core';
import { REPORT_MESSAGES, type ReportStats } from '@rollcall/contract/reports';
import {
  IconChalkboard,
  IconPercentage,
  IconSchool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { StatCard } from '@/components/ui/stat-card';
import { useTranslateText } from '@/i18n/language';
import { formatNumber } from '@/lib/school-time';
import { formatPercent } from './report-format';

const { cards } = REPORT_MESSAGES;

const CARDS: {
  key: keyof ReportStats;
  label: string;
  icon: Icon;
  color: string;
  format: (value: number) => string;
}[] = [
  {
    key: 'totalStudents',
    label: cards.totalStudents,
    icon: IconUsers,
    color: 'indigo',
    format: formatNumber,
  },
  {
    key: 'averageAttendance',
    label: cards.averageAttendance,
    icon: IconPercentage,
    color: 'green',
    format: formatPercent,
  },
  {
    key: 'classesToday',
    label: cards.attendanceToday,
    icon: IconSchool,
    color: 'blue',
    format: formatNumber,
  },
  {
    key: 'activeTeachers',
    label: cards.activeTeachers,
    icon: IconChalkboard,
    color: 'grape',
    format: formatNumber,
  },
];

/** Spec §2's four summary cards: school-wide, whatever the analytics filters say. */
export function ReportStatCards({ stats }: { stats: ReportStats | undefined }) {
  const tx = useTranslateText();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {CARDS.map(({ key, label, ...card }) => (
        <StatCard
          key={key}
          {...card}
          label={tx(label)}
          value={stats?.[key]}
          isLoading={stats === undefined}
        />
      ))}
    </SimpleGrid>
  );
}
