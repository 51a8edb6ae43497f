import { Button, Group } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { IconCalendarStats, IconFileZip, IconId, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type StudentRowActionsProps = {
  student: Student;
  canManage: boolean;
  isBusy: boolean;
  onPrintId: (student: Student) => void;
  onCalendar: (student: Student) => void;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  /** Admins: the student's whole record as a zip (a family's access request). */
  onExport: (student: Student) => void;
  isExporting: boolean;
};

export function StudentRowActions(props: StudentRowActionsProps) {
  const { student, canManage, isBusy, onPrintId, onCalendar, onEdit, onDelete } = props;
  const { onExport, isExporting } = props;
  const { t } = useTranslation(['students', 'contract', 'common']);
  const name = student.fullName;
  return (
    // Wraps in a narrow column rather than pushing the table wider (longer words in es/fr).
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        color="teal"
        leftSection={<IconId size={14} aria-hidden />}
        aria-label={t('rowActions.printIdFor', { name })}
        onClick={() => onPrintId(student)}
      >
        {t('rowActions.printId')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="grape"
        leftSection={<IconCalendarStats size={14} aria-hidden />}
        aria-label={t('rowActions.calendarFor', { name })}
        onClick={() => onCalendar(student)}
      >
        {t('rowActions.calendar')}
      </Button>
      {canManage ? (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('common:editPerson', { name })}
            onClick={() => onEdit(student)}
          >
            {t('common:edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="indigo"
            leftSection={<IconFileZip size={14} aria-hidden />}
            aria-label={t('privacy.exportFor', { name })}
            loading={isExporting}
            onClick={() => onExport(student)}
          >
            {t('privacy.export')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('common:deletePerson', { name })}
            disabled={isBusy}
            onClick={() => onDelete(student)}
          >
            {t('contract:common.delete')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}
