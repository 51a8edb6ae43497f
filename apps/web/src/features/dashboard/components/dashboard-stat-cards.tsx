import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChartPie,
  IconCircleCheck,
  IconUserCheck,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/ui/stat-card';
import { formatPercent, type DashboardFigures } from '../utils/dashboard-figures';

function RateNote({ isGood }: { isGood: boolean }) {
  const { t } = useTranslation(['dashboard', 'contract']);
  const Icon = isGood ? IconCircleCheck : IconAlertTriangle;
  return (
    <Group gap={4} mt={2} wrap="nowrap">
      <Icon size={14} aria-hidden color={isGood ? 'var(--mantine-color-green-7)' : undefined} />
      <Text size="xs" fw={600} c={isGood ? 'green' : 'orange'}>
        {isGood ? t('stats.good') : t('stats.needsImprovement')}
      </Text>
    </Group>
  );
}

/** Why a card has no figure today. */
function NotSchoolDayNote() {
  const { t } = useTranslation('common');
  return (
    <Text size="xs" c="dimmed" mt={2}>
      {t('notSchoolDay')}
    </Text>
  );
}

type DashboardStatCardsProps = { figures: DashboardFigures; isLoading: boolean };

export function DashboardStatCards({ figures, isLoading }: DashboardStatCardsProps) {
  const { t } = useTranslation(['dashboard', 'contract']);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      <StatCard
        label={t('contract:reports.cards.totalStudents')}
        value={figures.totalStudents}
        icon={IconUsers}
        color="indigo"
        isLoading={isLoading}
      />
      <StatCard
        label={t('stats.presentToday')}
        value={figures.scanned}
        icon={IconUserCheck}
        color="green"
        isLoading={isLoading}
      />
      <StatCard
        label={t('stats.absentToday')}
        value={figures.notScanned}
        icon={IconUserX}
        color="red"
        isLoading={isLoading}
        note={isLoading || figures.isSchoolDay ? null : <NotSchoolDayNote />}
      />
      <StatCard
        label={t('stats.attendanceRate')}
        value={figures.rate}
        format={formatPercent}
        icon={IconChartPie}
        color={!figures.isSchoolDay || figures.isRateGood ? 'teal' : 'orange'}
        isLoading={isLoading}
        note={
          isLoading ? null : figures.isSchoolDay ? (
            <RateNote isGood={figures.isRateGood} />
          ) : (
            <NotSchoolDayNote />
          )
        }
      />
    </SimpleGrid>
  );
}
