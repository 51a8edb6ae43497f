import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { useTranslation } from 'react-i18next';
import { AttendanceStatusBadge } from '@/components/ui/attendance-status-badge';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { formatSchoolTime } from '@/lib/school-time';
import { RECENT_ACTIVITY_ITEMS } from '@/config/screen-constants';

type RecentActivityProps = { records: AttendanceRecord[]; timezone: string };

/** The latest check-ins, newest first. */
export function RecentActivity({ records, timezone }: RecentActivityProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('contract');
  const latest = records.slice(0, RECENT_ACTIVITY_ITEMS);
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h4" mb="sm">
        {t('recent.title')}
      </Title>
      {latest.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {tc('attendance.noRecentActivity')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {latest.map((record) => (
            <Group component="li" key={record._id} gap="sm" wrap="nowrap">
              <InitialsAvatar
                firstName={record.student.firstName}
                lastName={record.student.lastName}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text
                  size="sm"
                  fw={600}
                  truncate="end"
                  title={`${record.student.firstName} ${record.student.lastName}`}
                >
                  {record.student.firstName} {record.student.lastName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('recent.checkedIn', {
                    time: formatSchoolTime(record.scanTime, timezone),
                    class: `${record.student.class}-${record.student.section}`,
                  })}
                </Text>
              </div>
              <AttendanceStatusBadge status={record.status} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
