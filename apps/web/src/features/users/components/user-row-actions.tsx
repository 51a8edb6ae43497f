import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import {
  IconPencil,
  IconShieldOff,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';

type UserRowActionsProps = {
  user: User;
  isSelf: boolean;
  isBusy: boolean;
  onEdit: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
};

export function UserRowActions(props: UserRowActionsProps) {
  const { user, isSelf, isBusy, onEdit, onToggleStatus, onDelete, onResetTwoFactor } = props;
  const toggleLabel = user.isActive ? 'Deactivate' : 'Activate';
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon
          variant="light"
          size="md"
          aria-label={`Edit ${user.name}`}
          onClick={() => onEdit(user)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Button
        size="compact-sm"
        variant="light"
        color={user.isActive ? 'orange' : 'green'}
        miw={124}
        leftSection={
          user.isActive ? (
            <IconUserOff size={14} aria-hidden />
          ) : (
            <IconUserCheck size={14} aria-hidden />
          )
        }
        aria-label={`${toggleLabel} ${user.name}`}
        disabled={isBusy}
        onClick={() => onToggleStatus(user)}
      >
        {toggleLabel}
      </Button>
      {user.twoFactorEnabled && !isSelf ? (
        <Tooltip label="Reset 2FA">
          <ActionIcon
            variant="light"
            color="orange"
            size="md"
            aria-label={`Reset 2FA for ${user.name}`}
            disabled={isBusy}
            onClick={() => onResetTwoFactor(user)}
          >
            <IconShieldOff size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {isSelf ? null : (
        <Tooltip label="Delete">
          <ActionIcon
            variant="light"
            color="red"
            size="md"
            aria-label={`Delete ${user.name}`}
            disabled={isBusy}
            onClick={() => onDelete(user)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
