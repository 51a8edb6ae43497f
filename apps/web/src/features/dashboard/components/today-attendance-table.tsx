import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttendanceStatusBadge } from '@/components/ui/attendance-status-badge';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { formatSchoolTime } from '@/lib/school-time';
import { TableScroll } from '@/components/ui/table-scroll';
import tableScroll from '@/components/ui/table-scroll.module.css';

type TodayAttendanceTableProps = {
  records: AttendanceRecord[];
  timezone: string;
  isLoading: boolean;
  /** Check-ins today; the list holds only the newest of them. */
  totalToday: number;
  /** Teachers get a Start Scanning action on the empty state. */
  onStartScanning: (() => void) | undefined;
};

/** The columns' headings: record fields, named as every screen names them. */
const COLUMNS = [
  'contract:common.student',
  'contract:common.class',
  'contract:common.status',
  'common:fields.time',
  'common:fields.lateTime',
  'common:fields.location',
] as const;

function EmptyState({ onStartScanning }: Pick<TodayAttendanceTableProps, 'onStartScanning'>) {
  const { t } = useTranslation(['dashboard', 'contract']);
  const { t: tc } = useTranslation('contract');
  return (
    <Stack align="center" gap="sm" py="xl" className={tableScroll.inView}>
      <Text c="dimmed">{tc('attendance.noRecordsToday')}</Text>
      {onStartScanning ? (
        <Button leftSection={<IconQrcode size={18} aria-hidden />} onClick={onStartScanning}>
          {t('today.startScanning')}
        </Button>
      ) : null}
    </Stack>
  );
}

export function TodayAttendanceTable(props: TodayAttendanceTableProps) {
  const { records, timezone } = props;
  const { t } = useTranslation(['dashboard', 'contract', 'common']);
  const minutesLate = (minutes: number) =>
    minutes > 0
      ? t('contract:attendanceCsv.minutesLate', { minutes })
      : t('contract:attendanceCsv.onTime');
  const isEmpty = !props.isLoading && records.length === 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm" id="today-details-heading">
        {t('today.title')}
      </Title>
      <TableScroll label={t('today.title')} minWidth={720}>
        <Table verticalSpacing="xs" highlightOnHover aria-labelledby="today-details-heading">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{t(column)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isEmpty ? (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length}>
                  <EmptyState onStartScanning={props.onStartScanning} />
                </Table.Td>
              </Table.Tr>
            ) : null}
            {records.map((record) => (
              <Table.Tr key={record._id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <InitialsAvatar
                      firstName={record.student.firstName}
                      lastName={record.student.lastName}
                    />
                    <div>
                      <Text size="sm" fw={600}>
                        {record.student.firstName} {record.student.lastName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {record.student.studentId}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {record.student.class}-{record.student.section}
                </Table.Td>
                <Table.Td>
                  <AttendanceStatusBadge status={record.status} />
                </Table.Td>
                <Table.Td>{formatSchoolTime(record.scanTime, timezone)}</Table.Td>
                <Table.Td>{minutesLate(record.minutesLate)}</Table.Td>
                <Table.Td>{record.location || t('contract:attendanceCsv.notApplicable')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {records.length > 0 && records.length < props.totalToday ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('today.showing', { shown: records.length, total: props.totalToday })}{' '}
          <Anchor component={Link} to="/attendance" size="sm">
            {t('today.seeAll')}
          </Anchor>
        </Text>
      ) : null}
    </Paper>
  );
}
