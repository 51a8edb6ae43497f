import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

type AttendanceRowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

export function AttendanceRowActions({ name, onEdit, onDelete }: AttendanceRowActionsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit attendance of ${name}`} onClick={onEdit}>
          <IconPencil size={17} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete attendance of ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={17} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
