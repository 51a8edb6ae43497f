import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type AttendanceRowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

export function AttendanceRowActions({ name, onEdit, onDelete }: AttendanceRowActionsProps) {
  const { t } = useTranslation(['attendance', 'contract', 'common']);
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={t('common:edit')}>
        <ActionIcon variant="subtle" aria-label={t('rowActions.editOf', { name })} onClick={onEdit}>
          <IconPencil size={17} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('contract:common.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('rowActions.deleteOf', { name })}
          onClick={onDelete}
        >
          <IconTrash size={17} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
