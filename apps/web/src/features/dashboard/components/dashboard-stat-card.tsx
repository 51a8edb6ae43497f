import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

type DashboardStatCardProps = {
  label: string;
  value: string;
  icon: Icon;
  color: string;
  isLoading: boolean;
  note?: ReactNode;
};

export function DashboardStatCard(props: DashboardStatCardProps) {
  const { icon: StatIcon } = props;
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500} id={labelId}>
            {props.label}
          </Text>
          {props.isLoading ? (
            <Skeleton h={30} w={56} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {props.value}
            </Text>
          )}
        </div>
        <ThemeIcon
          size={40}
          radius="md"
          variant="light"
          color={props.color}
          aria-hidden
          visibleFrom="xs"
        >
          <StatIcon size={22} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {props.note}
    </Paper>
  );
}
