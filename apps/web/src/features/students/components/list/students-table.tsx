import { Badge, Group, Table, Text } from '@mantine/core';
import type { Student } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { classLabel } from '@/lib/class-label';
import { StudentAvatar } from '../student-avatar';
import { StudentRowActions } from './student-row-actions';
import { TableScroll } from '@/components/ui/table-scroll';

type StudentsTableProps = {
  students: Student[];
  canManage: boolean;
  busyStudentId: string | undefined;
  onPrintId: (student: Student) => void;
  onCalendar: (student: Student) => void;
  onEdit: (student: Student) => void;
  onDelete: (student: Student) => void;
  onExport: (student: Student) => void;
  exportingStudentId: string | undefined;
};

export function StudentsTable(props: StudentsTableProps) {
  const { students, canManage, busyStudentId } = props;
  const { t } = useTranslation(['students', 'contract', 'common']);
  return (
    <TableScroll
      label={t('page.title')}
      minWidth={canManage ? 900 : 680}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
    >
      <Table aria-label={t('page.title')} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contract:common.student')}</Table.Th>
            <Table.Th>{t('common:fields.studentId')}</Table.Th>
            <Table.Th>{t('contract:common.class')}</Table.Th>
            <Table.Th>{t('table.contact')}</Table.Th>
            <Table.Th>{t('contract:common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student._id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <StudentAvatar student={student} size={38} />
                  <div style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600} truncate="end" maw={220} title={student.fullName}>
                        {student.fullName}
                      </Text>
                      {student.isActive ? null : (
                        <Badge size="xs" color="gray" variant="outline" tt="none">
                          {t('common:inactive')}
                        </Badge>
                      )}
                    </Group>
                    <Text
                      size="xs"
                      c="dimmed"
                      truncate="end"
                      maw={240}
                      title={student.email ?? t('table.noEmail')}
                    >
                      {student.email ?? t('table.noEmail')}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {student.studentId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {classLabel(student)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={student.phoneNumber ? undefined : 'dimmed'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {student.phoneNumber ?? t('common:noPhone')}
                </Text>
              </Table.Td>
              <Table.Td>
                <StudentRowActions
                  student={student}
                  canManage={canManage}
                  isBusy={busyStudentId === student._id}
                  onPrintId={props.onPrintId}
                  onCalendar={props.onCalendar}
                  onEdit={props.onEdit}
                  onDelete={props.onDelete}
                  onExport={props.onExport}
                  isExporting={props.exportingStudentId === student._id}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
