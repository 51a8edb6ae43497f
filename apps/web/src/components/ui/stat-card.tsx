import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type StatCardProps = {
  label: string;
  value: number | undefined;
  icon: Icon;
  color: string;
  isLoading?: boolean;
};

export function StatCard({
  label,
  value,
  icon: StatIcon,
  color,
  isLoading = false,
}: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {isLoading ? (
            <Skeleton h={30} w={48} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {value === undefined ? '–' : value.toLocaleString()}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          <StatIcon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
