import { Group } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { IconCalendarStats, IconId, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/ui/row-action-button';
import { ExportStudentButton } from '../export-student-button';

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
      <RowActionButton
        color="teal"
        icon={IconId}
        aria-label={t('rowActions.printIdFor', { name })}
        onClick={() => onPrintId(student)}
      >
        {t('rowActions.printId')}
      </RowActionButton>
      <RowActionButton
        color="grape"
        icon={IconCalendarStats}
        aria-label={t('rowActions.calendarFor', { name })}
        onClick={() => onCalendar(student)}
      >
        {t('rowActions.calendar')}
      </RowActionButton>
      {canManage ? (
        <>
          <RowActionButton
            icon={IconPencil}
            aria-label={t('common:editPerson', { name })}
            onClick={() => onEdit(student)}
          >
            {t('common:edit')}
          </RowActionButton>
          <ExportStudentButton
            name={name}
            isExporting={isExporting}
            onExport={() => onExport(student)}
          />
          <RowActionButton
            color="red"
            icon={IconTrash}
            aria-label={t('common:deletePerson', { name })}
            disabled={isBusy}
            onClick={() => onDelete(student)}
          >
            {t('contract:common.delete')}
          </RowActionButton>
        </>
      ) : null}
    </Group>
  );
}
