import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { ATTENDANCE_MESSAGES, type AttendanceRecord } from '@rollcall/contract/attendance';
import {
  formatCheckOut,
  formatMinutesLate,
  formatTimeWindow,
} from '@rollcall/contract/attendance-csv';
import dayjs from 'dayjs';
import { AttendanceStatusBadge } from '@/components/ui/attendance-status-badge';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { formatCalendarDate, formatSchoolTime } from '@/lib/school-time';
import { orNotAvailable, studentNameOf } from '../utils/record-display';
import { AttendanceRowActions } from './attendance-row-actions';

type AttendanceTableProps = {
  records: AttendanceRecord[];
  isLoading: boolean;
  timezone: string;
  /** Edit and Delete appear for admins only. */
  canEdit: boolean;
  onEdit: (record: AttendanceRecord) => void;
  onDelete: (record: AttendanceRecord) => void;
};

const currentYear = String(new Date().getFullYear());

/** "Nov 21", with the year only when it is not this year's. */
const formatRecordDate = (date: string) =>
  date.startsWith(currentYear) ? dayjs(date).format('MMM D') : formatCalendarDate(date);

const COLUMNS = [
  'Date',
  'Time',
  'Student',
  'Student ID',
  'Class',
  'Section',
  'Status',
  'Time Window',
  'Late Time',
  'Location',
  'Check-out',
];

function MessageRow({ text, columns }: { text: string; columns: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="xl" role="status">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function AttendanceTable({
  records,
  isLoading,
  timezone,
  canEdit,
  ...props
}: AttendanceTableProps) {
  const columnCount = COLUMNS.length + (canEdit ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={canEdit ? 1040 : 980}>
      <Table
        verticalSpacing="xs"
        horizontalSpacing={6}
        fz="sm"
        highlightOnHover
        aria-busy={isLoading}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                {column}
              </Table.Th>
            ))}
            {canEdit ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading && records.length === 0 ? (
            <MessageRow text={ATTENDANCE_MESSAGES.listLoading} columns={columnCount} />
          ) : null}
          {!isLoading && records.length === 0 ? (
            <MessageRow text={ATTENDANCE_MESSAGES.listEmpty} columns={columnCount} />
          ) : null}
          {records.map((record) => {
            const name = studentNameOf(record.student);
            return (
              <Table.Tr key={record._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatRecordDate(record.schoolDate)}
                </Table.Td>
                <Table.Td>{formatSchoolTime(record.scanTime, timezone)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <InitialsAvatar
                      firstName={record.student.firstName}
                      lastName={record.student.lastName}
                      size={28}
                    />
                    <Text size="sm" fw={600} miw={120}>
                      {name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {orNotAvailable(record.student.studentId)}
                </Table.Td>
                <Table.Td>{orNotAvailable(record.student.class)}</Table.Td>
                <Table.Td>{orNotAvailable(record.student.section)}</Table.Td>
                <Table.Td>
                  <AttendanceStatusBadge status={record.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatTimeWindow(record.timeWindow)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatMinutesLate(record.minutesLate)}
                </Table.Td>
                <Table.Td>{orNotAvailable(record.location)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {record.checkOut
                    ? formatCheckOut(
                        formatSchoolTime(record.checkOut.time, timezone),
                        record.checkOut.isEarly,
                      )
                    : '—'}
                </Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <AttendanceRowActions
                      name={name}
                      onEdit={() => props.onEdit(record)}
                      onDelete={() => props.onDelete(record)}
                    />
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
