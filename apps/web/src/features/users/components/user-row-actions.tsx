import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import {
  IconPencil,
  IconShieldOff,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type UserRowActionsProps = {
  user: User;
  isSelf: boolean;
  /** The district's account (school-roles.ts): only its role here is the viewer's to change. */
  isOtherSchools: boolean;
  isBusy: boolean;
  onEdit: (user: User) => void;
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
  onResetTwoFactor: (user: User) => void;
};

export function UserRowActions(props: UserRowActionsProps) {
  const { user, isSelf, isOtherSchools, isBusy, onEdit, onToggleStatus, onDelete } = props;
  const { t } = useTranslation(['users', 'contract', 'common']);
  const toggleLabel = user.isActive ? t('actions.deactivate') : t('actions.activate');
  const toggleUserLabel = user.isActive
    ? t('actions.deactivateUser', { name: user.name })
    : t('actions.activateUser', { name: user.name });
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={t('common:edit')}>
        <ActionIcon
          variant="light"
          size="md"
          aria-label={t('common:editPerson', { name: user.name })}
          onClick={() => onEdit(user)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {isOtherSchools ? null : (
        <>
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
            aria-label={toggleUserLabel}
            disabled={isBusy}
            onClick={() => onToggleStatus(user)}
          >
            {toggleLabel}
          </Button>
          {user.twoFactorEnabled && !isSelf ? (
            <Tooltip label={t('actions.resetTwoFactor')}>
              <ActionIcon
                variant="light"
                color="orange"
                size="md"
                aria-label={t('actions.resetTwoFactorUser', { name: user.name })}
                disabled={isBusy}
                onClick={() => props.onResetTwoFactor(user)}
              >
                <IconShieldOff size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {isSelf ? null : (
            <Tooltip label={t('contract:common.delete')}>
              <ActionIcon
                variant="light"
                color="red"
                size="md"
                aria-label={t('common:deletePerson', { name: user.name })}
                disabled={isBusy}
                onClick={() => onDelete(user)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      )}
    </Group>
  );
}
