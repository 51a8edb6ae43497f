import { SimpleGrid } from '@mantine/core';
import type { REPORT_MESSAGES, ReportStats } from '@rollcall/contract/reports';
import {
  IconChalkboard,
  IconPercentage,
  IconSchool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/school-time';
import { formatPercent } from './report-format';

const CARDS: {
  key: keyof ReportStats;
  /** Its heading, a key of the contract's `reports.cards`. */
  label: keyof (typeof REPORT_MESSAGES)['cards'];
  icon: Icon;
  color: string;
  format: (value: number) => string;
}[] = [
  {
    key: 'totalStudents',
    label: 'totalStudents',
    icon: IconUsers,
    color: 'indigo',
    format: formatNumber,
  },
  {
    key: 'averageAttendance',
    label: 'averageAttendance',
    icon: IconPercentage,
    color: 'green',
    format: formatPercent,
  },
  {
    key: 'classesToday',
    label: 'attendanceToday',
    icon: IconSchool,
    color: 'blue',
    format: formatNumber,
  },
  {
    key: 'activeTeachers',
    label: 'activeTeachers',
    icon: IconChalkboard,
    color: 'grape',
    format: formatNumber,
  },
];

/** Spec §2's four summary cards: school-wide, whatever the analytics filters say. */
export function ReportStatCards({ stats }: { stats: ReportStats | undefined }) {
  const { t: tc } = useTranslation('contract');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {CARDS.map(({ key, label, ...card }) => (
        <StatCard
          key={key}
          {...card}
          label={tc(`reports.cards.${label}`)}
          value={stats?.[key]}
          isLoading={stats === undefined}
        />
      ))}
    </SimpleGrid>
  );
}
