import { ActionIcon, Checkbox, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { AbsentStudent } from '@rollcall/contract/attendance';
import { IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { CheckedOutFlag } from './checked-out-flag';
import { GuardianLanguage } from './guardian-language';
import { TableScroll } from '@/components/ui/table-scroll';

type AbsentStudentsTableProps = {
  students: AbsentStudent[];
  isLoading: boolean;
  canManage: boolean;
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onNotify: (student: AbsentStudent) => void;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

export function AbsentStudentsTable(props: AbsentStudentsTableProps) {
  const { t } = useTranslation(['absentee', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const { students, isLoading, canManage, selectedIds } = props;
  const columns = canManage ? 7 : 5;
  const selectedCount = students.filter((student) => selectedIds.has(student._id)).length;
  const isAllSelected = students.length > 0 && selectedCount === students.length;
  return (
    <TableScroll
      label={t('tabs.absent')}
      minWidth={canManage ? 860 : 700}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
    >
      <Table
        aria-label={t('tabs.absent')}
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={isLoading}
      >
        <Table.Thead>
          <Table.Tr>
            {canManage ? (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={t('absent.selectAllStudents')}
                  checked={isAllSelected}
                  indeterminate={selectedCount > 0 && !isAllSelected}
                  disabled={students.length === 0}
                  onChange={props.onToggleAll}
                />
              </Table.Th>
            ) : null}
            <Table.Th style={nowrap}>{t('common:fields.studentId')}</Table.Th>
            <Table.Th>{t('common:fields.name')}</Table.Th>
            <Table.Th>{t('contract:common.class')}</Table.Th>
            <Table.Th>{t('absent.guardian')}</Table.Th>
            <Table.Th>{t('absent.contact')}</Table.Th>
            {canManage ? <Table.Th>{t('contract:common.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableMessageRow columns={columns}>{t('absent.loading')}</TableMessageRow>
          ) : null}
          {!isLoading && students.length === 0 ? (
            <TableMessageRow columns={columns}>{tc('absentee.noAbsentees')}</TableMessageRow>
          ) : null}
          {students.map((student) => {
            const isSelected = selectedIds.has(student._id);
            return (
              <Table.Tr key={student._id} bg={isSelected ? 'indigo.0' : undefined}>
                {canManage ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('absent.select', { name: student.fullName })}
                      checked={isSelected}
                      onChange={() => props.onToggle(student._id)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Text size="sm" ff="monospace" style={nowrap}>
                    {student.studentId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {student.fullName}
                  </Text>
                  <CheckedOutFlag checkedOutAt={student.checkedOutAt} />
                </Table.Td>
                <Table.Td style={nowrap}>
                  <Text size="sm">{`${student.class}-${student.section}`}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{student.guardianName}</Text>
                  <GuardianLanguage language={student.guardianLanguage} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" c={student.guardianEmail ? undefined : 'dimmed'} style={nowrap}>
                      <IconMail size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                      <VisuallyHidden>{`${t('absent.email')} `}</VisuallyHidden>
                      {student.guardianEmail ?? t('absent.noEmail')}
                    </Text>
                    <Text size="sm" c={student.guardianPhone ? undefined : 'dimmed'} style={nowrap}>
                      <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                      <VisuallyHidden>{`${t('absent.phone')} `}</VisuallyHidden>
                      {student.guardianPhone || t('common:noPhone')}
                    </Text>
                  </Stack>
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Tooltip label={t('absent.notifyGuardian')}>
                      <ActionIcon
                        variant="light"
                        size="lg"
                        aria-label={t('absent.notifyGuardianOf', { name: student.fullName })}
                        onClick={() => props.onNotify(student)}
                      >
                        <IconSend size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
