import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SortableThProps = {
  children: ReactNode;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
  /** Figures line up on their right edge (their cells' alignment). */
  isNumeric?: boolean;
};

/**
 * A column header that sorts its table: a button (a keyboard reaches it), its order told by
 * `aria-sort` on the header of the sorted column only, and shown by an arrow.
 */
export function SortableTh({ children, direction, onSort, isNumeric = false }: SortableThProps) {
  const SortIcon =
    direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  const ariaSort =
    direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
  return (
    <Table.Th aria-sort={ariaSort} ta={isNumeric ? 'end' : undefined}>
      <UnstyledButton onClick={onSort} fw={600} fz="sm" ta={isNumeric ? 'end' : undefined}>
        <Group gap={4} wrap="nowrap" justify={isNumeric ? 'flex-end' : undefined}>
          {children}
          <SortIcon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
