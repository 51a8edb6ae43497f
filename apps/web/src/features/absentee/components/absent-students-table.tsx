import { ActionIcon, Checkbox, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import type { AbsentStudent } from '@rollcall/contract/attendance';
import { IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { CheckedOutFlag } from './checked-out-flag';

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

function MessageRow({ columns, children }: { columns: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="xl">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function AbsentStudentsTable(props: AbsentStudentsTableProps) {
  const { students, isLoading, canManage, selectedIds } = props;
  const columns = canManage ? 7 : 5;
  const selectedCount = students.filter((student) => selectedIds.has(student._id)).length;
  const isAllSelected = students.length > 0 && selectedCount === students.length;
  return (
    <Table.ScrollContainer
      minWidth={canManage ? 860 : 700}
      scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
    >
      <Table verticalSpacing="sm" highlightOnHover aria-busy={isLoading}>
        <Table.Thead>
          <Table.Tr>
            {canManage ? (
              <Table.Th w={44}>
                <Checkbox
                  aria-label="Select all absent students"
                  checked={isAllSelected}
                  indeterminate={selectedCount > 0 && !isAllSelected}
                  disabled={students.length === 0}
                  onChange={props.onToggleAll}
                />
              </Table.Th>
            ) : null}
            <Table.Th style={nowrap}>Student ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Guardian</Table.Th>
            <Table.Th>Contact Info</Table.Th>
            {canManage ? <Table.Th>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? <MessageRow columns={columns}>Loading absent students…</MessageRow> : null}
          {!isLoading && students.length === 0 ? (
            <MessageRow columns={columns}>{ABSENTEE_MESSAGES.noAbsentees}</MessageRow>
          ) : null}
          {students.map((student) => {
            const isSelected = selectedIds.has(student._id);
            return (
              <Table.Tr key={student._id} bg={isSelected ? 'indigo.0' : undefined}>
                {canManage ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${student.fullName}`}
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
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" c={student.guardianEmail ? undefined : 'dimmed'} style={nowrap}>
                      <IconMail size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                      <VisuallyHidden>E-mail: </VisuallyHidden>
                      {student.guardianEmail ?? 'No e-mail'}
                    </Text>
                    <Text size="sm" c={student.guardianPhone ? undefined : 'dimmed'} style={nowrap}>
                      <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                      <VisuallyHidden>Phone: </VisuallyHidden>
                      {student.guardianPhone || 'No phone'}
                    </Text>
                  </Stack>
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Tooltip label="Notify guardian">
                      <ActionIcon
                        variant="light"
                        size="lg"
                        aria-label={`Notify the guardian of ${student.fullName}`}
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
    </Table.ScrollContainer>
  );
}
