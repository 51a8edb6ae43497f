import { Button, Group } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import { IconPencil, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';

type UserRowActionsProps = {
  user: User;
  isSelf: boolean;
  isBusy: boolean;
  onEdit: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
};

export function UserRowActions(props: UserRowActionsProps) {
  const { user, isSelf, isBusy, onEdit, onToggleStatus, onDelete } = props;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Edit ${user.name}`}
        onClick={() => onEdit(user)}
      >
        Edit
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color={user.isActive ? 'orange' : 'green'}
        leftSection={
          user.isActive ? (
            <IconUserOff size={14} aria-hidden />
          ) : (
            <IconUserCheck size={14} aria-hidden />
          )
        }
        aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.name}`}
        disabled={isBusy}
        onClick={() => onToggleStatus(user)}
      >
        {user.isActive ? 'Deactivate' : 'Activate'}
      </Button>
      {isSelf ? null : (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={`Delete ${user.name}`}
          disabled={isBusy}
          onClick={() => onDelete(user)}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
