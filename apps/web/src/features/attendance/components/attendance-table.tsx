import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { arrivedLate, type AttendanceRecord } from '@rollcall/contract/attendance';
import { useTranslation } from 'react-i18next';
import { AttendanceStatusBadge } from '@/components/ui/attendance-status-badge';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { TableMessageRow } from '@/components/ui/table-message-row';
import { formatCalendarDate, formatCalendarMonthDay, formatSchoolTime } from '@/lib/school-time';
import { AttendanceRowActions } from './attendance-row-actions';
import { useRecordDisplay } from './use-record-display';
import { TableScroll } from '@/components/ui/table-scroll';

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

/** The status badge shortens its word to fit; the column keeps room for the longest one. */
const STATUS_MIN_WIDTH = 96;

/** "Nov 21", with the year only when it is not this year's. */
const formatRecordDate = (date: string) =>
  date.startsWith(currentYear) ? formatCalendarMonthDay(date) : formatCalendarDate(date);

/** The columns' headings: record fields, named as every screen names them, and this table's own. */
const COLUMNS = [
  'table.date',
  'common:fields.time',
  'contract:common.student',
  'common:fields.studentId',
  'contract:common.class',
  'common:fields.section',
  'contract:common.status',
  'table.timeWindow',
  'common:fields.lateTime',
  'common:fields.location',
  'table.checkOut',
] as const;

export function AttendanceTable({
  records,
  isLoading,
  timezone,
  canEdit,
  ...props
}: AttendanceTableProps) {
  const { t } = useTranslation(['attendance', 'contract', 'common']);
  const { t: tc } = useTranslation('contract');
  const display = useRecordDisplay();
  const columnCount = COLUMNS.length + (canEdit ? 1 : 0);
  return (
    <TableScroll label={t('page.title')} minWidth={canEdit ? 1040 : 980}>
      <Table
        aria-label={t('page.title')}
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
                {t(column)}
              </Table.Th>
            ))}
            {canEdit ? (
              <Table.Th>
                <VisuallyHidden>{t('contract:common.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading && records.length === 0 ? (
            <TableMessageRow columns={columnCount}>{tc('attendance.listLoading')}</TableMessageRow>
          ) : null}
          {!isLoading && records.length === 0 ? (
            <TableMessageRow columns={columnCount}>{tc('attendance.listEmpty')}</TableMessageRow>
          ) : null}
          {records.map((record) => {
            const name = display.nameOf(record.student);
            return (
              <Table.Tr key={record._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatRecordDate(record.schoolDate)}
                </Table.Td>
                <Table.Td>
                  {formatSchoolTime(record.scanTime, timezone)}
                  {arrivedLate(record) ? (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('table.syncedLater', {
                        time: formatSchoolTime(record.receivedAt, timezone),
                      })}
                    </Text>
                  ) : null}
                </Table.Td>
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
                  {display.orNotAvailable(record.student.studentId)}
                </Table.Td>
                <Table.Td>{display.orNotAvailable(record.student.class)}</Table.Td>
                <Table.Td>{display.orNotAvailable(record.student.section)}</Table.Td>
                <Table.Td miw={STATUS_MIN_WIDTH}>
                  <AttendanceStatusBadge status={record.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {display.timeWindow(record.timeWindow)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {display.minutesLate(record.minutesLate)}
                </Table.Td>
                <Table.Td>{display.orNotAvailable(record.location)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {record.checkOut
                    ? display.checkOut(
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
    </TableScroll>
  );
}
