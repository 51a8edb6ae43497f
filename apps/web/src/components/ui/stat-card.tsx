import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '@/lib/school-time';

type StatCardProps = {
  label: string;
  value: number | undefined;
  icon: Icon;
  color: string;
  isLoading?: boolean;
  /** How the figure is written; thousands separators by default. */
  format?: (value: number) => string;
  /** A line under the figure (the dashboard's verdict on the attendance rate). */
  note?: ReactNode;
};

/** What a card shows for a figure there is none of (a day that is not a school day). */
export const NO_FIGURE = '–';

/** Thousands separators the way the screens' language writes them. */
const withSeparators = (value: number) => formatNumber(value);

export function StatCard({
  label,
  value,
  icon: StatIcon,
  color,
  isLoading = false,
  format = withSeparators,
  note,
}: StatCardProps) {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500} id={labelId}>
            {label}
          </Text>
          {isLoading ? (
            <Skeleton h={30} w={48} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {value === undefined ? NO_FIGURE : format(value)}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden visibleFrom="xs">
          <StatIcon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {note}
    </Paper>
  );
}
