import { Button, Group } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { IconId, IconPencil, IconTrash } from '@tabler/icons-react';

type StudentRowActionsProps = {
  student: Student;
  canManage: boolean;
  isBusy: boolean;
  onPrintId: (student: Student) => void;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
};

export function StudentRowActions(props: StudentRowActionsProps) {
  const { student, canManage, isBusy, onPrintId, onEdit, onDelete } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        color="teal"
        leftSection={<IconId size={14} aria-hidden />}
        aria-label={`Print ID for ${student.fullName}`}
        onClick={() => onPrintId(student)}
      >
        Print ID
      </Button>
      {canManage ? (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${student.fullName}`}
            onClick={() => onEdit(student)}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={`Delete ${student.fullName}`}
            disabled={isBusy}
            onClick={() => onDelete(student)}
          >
            Delete
          </Button>
        </>
      ) : null}
    </Group>
  );
}
