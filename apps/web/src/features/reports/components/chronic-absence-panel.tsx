import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { useMediaQuery } from '@mantine/hooks';
import {
  formatRate,
  REPORT_MESSAGES,
  type Analytics,
  type ChronicStudent,
} from '@rollcall/contract/reports';
import { Link } from 'react-router';
import { attendanceRecordsHref } from '@/config/attendance-link';

type ChronicAbsencePanelProps = { analytics: Analytics };

const classOf = (student: ChronicStudent) => `${student.class}-${student.section}`;
const absentText = (student: ChronicStudent) =>
  `${student.absentDays} of ${student.enrolledDays} days`;

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
  const { chronic } = analytics;
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const shown = chronic.students.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chronic-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id="chronic-title">
            {REPORT_MESSAGES.chronicPanel}
          </Title>
          <Badge tt="none" variant="light" color={chronic.count > 0 ? 'red' : 'green'}>
            {`${chronic.count.toLocaleString('en-US')} student${chronic.count === 1 ? '' : 's'}`}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Absent on at least {chronic.threshold}% of their school days in this range, among students
          enrolled {chronic.minDays} school days or more.
          {shown < chronic.count ? ` The ${shown} most absent are listed.` : ''}
        </Text>
        {shown === 0 ? (
          <Text c="dimmed" ta="center" py="lg" role="status">
            {REPORT_MESSAGES.noChronic}
          </Text>
        ) : isPhone ? (
          <CardList label="Chronically absent students">
            {chronic.students.map((student) => (
              <CardListItem key={student._id}>
                <RecordsLink student={student} range={analytics} />
                <Text size="xs" c="dimmed">
                  {student.studentId} · Class {classOf(student)}
                </Text>
                <Text size="sm" mt={4}>
                  Absent {absentText(student)} · attendance {formatRate(student.rate)}
                </Text>
              </CardListItem>
            ))}
          </CardList>
        ) : (
          <Table.ScrollContainer minWidth={560} maxHeight={420}>
            <Table fz="sm" verticalSpacing={6} highlightOnHover stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Student ID</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th ta="right">Absent</Table.Th>
                  <Table.Th ta="right">Attendance rate</Table.Th>
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
                    <Table.Td ta="right">{formatRate(student.rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
