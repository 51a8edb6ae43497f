import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SortableThProps = {
  children: ReactNode;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
};

export function SortableTh({ children, direction, onSort }: SortableThProps) {
  const SortIcon =
    direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  const ariaSort =
    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={onSort} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          <SortIcon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
