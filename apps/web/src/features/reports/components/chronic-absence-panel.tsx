import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { useMediaQuery } from '@mantine/hooks';
import type { Analytics, ChronicStudent } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { attendanceRecordsHref } from '@/config/attendance-link';
import { formatNumber } from '@/lib/school-time';
import { formatPercent } from './report-format';
import { TableScroll } from '@/components/ui/table-scroll';

type ChronicAbsencePanelProps = { analytics: Analytics };

const classOf = (student: ChronicStudent) => `${student.class}-${student.section}`;

function RecordsLink({ student, range }: { student: ChronicStudent; range: Analytics }) {
  return (
    <Anchor
      component={Link}
      to={attendanceRecordsHref({
        studentId: student._id,
        startDate: range.startDate,
        endDate: range.endDate,
      })}
      size="sm"
      fw={600}
    >
      {student.fullName}
    </Anchor>
  );
}

/**
 * Students absent on at least the threshold share of their enrolled school days (EDFacts: 10 % of
 * at least 10 days), worst first; each name opens their attendance records for the same range.
 */
export function ChronicAbsencePanel({ analytics }: ChronicAbsencePanelProps) {
  const { t } = useTranslation(['reports', 'common']);
  const { t: tc } = useTranslation('contract');
  const { chronic } = analytics;
  const absentText = (student: ChronicStudent) =>
    t('chronic.absentDays', {
      absent: formatNumber(student.absentDays),
      enrolled: formatNumber(student.enrolledDays),
    });
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const shown = chronic.students.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chronic-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id="chronic-title">
            {tc('reports.chronicPanel')}
          </Title>
          <Badge tt="none" variant="light" color={chronic.count > 0 ? 'red' : 'green'}>
            {t('charts.studentCount', { count: chronic.count })}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('chronic.explanation', {
            threshold: formatPercent(chronic.threshold, 0),
            minDays: formatNumber(chronic.minDays),
          })}
          {shown < chronic.count ? ` ${t('chronic.mostAbsent', { shown })}` : ''}
        </Text>
        {shown === 0 ? (
          <Text c="dimmed" ta="center" py="lg" role="status">
            {tc('reports.noChronic')}
          </Text>
        ) : isPhone ? (
          <CardList label={t('chronic.listLabel')}>
            {chronic.students.map((student) => (
              <CardListItem key={student._id}>
                <RecordsLink student={student} range={analytics} />
                <Text size="xs" c="dimmed">
                  {t('chronic.studentLine', {
                    studentId: student.studentId,
                    class: classOf(student),
                  })}
                </Text>
                <Text size="sm" mt={4}>
                  {t('chronic.absentLine', {
                    absent: absentText(student),
                    rate: formatPercent(student.rate),
                  })}
                </Text>
              </CardListItem>
            ))}
          </CardList>
        ) : (
          <TableScroll label={tc('reports.chronicPanel')} minWidth={560} maxHeight={420}>
            <Table
              aria-label={tc('reports.chronicPanel')}
              fz="sm"
              verticalSpacing={6}
              highlightOnHover
              stickyHeader
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tc('common.student')}</Table.Th>
                  <Table.Th>{t('common:fields.studentId')}</Table.Th>
                  <Table.Th>{tc('common.class')}</Table.Th>
                  <Table.Th ta="right">{t('chronic.columns.absent')}</Table.Th>
                  <Table.Th ta="right">{tc('reports.charts.attendanceRate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {chronic.students.map((student) => (
                  <Table.Tr key={student._id}>
                    <Table.Td>
                      <RecordsLink student={student} range={analytics} />
                    </Table.Td>
                    <Table.Td ff="monospace">{student.studentId}</Table.Td>
                    <Table.Td>{classOf(student)}</Table.Td>
                    <Table.Td ta="right">{absentText(student)}</Table.Td>
                    <Table.Td ta="right">{formatPercent(student.rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
