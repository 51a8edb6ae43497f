import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';

const STATUS_COLORS: Record<string, string> = { present: 'green', late: 'yellow', absent: 'red' };

const isKnownStatus = (status: string): status is 'present' | 'late' | 'absent' =>
  status in STATUS_COLORS;

/** An attendance status as words in the screens' language; unknown values show as given. */
export function attendanceStatusLabel(status: string | null | undefined): string {
  if (!status) return i18n.t('attendanceStatus.unknown');
  return isKnownStatus(status)
    ? i18n.t(`attendanceCsv.statuses.${status}`, { ns: 'contract' })
    : status;
}

export function AttendanceStatusBadge({ status }: { status: string | null | undefined }) {
  // Subscribes the badge to language changes; the label itself is read through i18n.
  useTranslation();
  const color = (status && STATUS_COLORS[status]) || 'gray';
  return (
    <Badge tt="none" variant="light" color={color}>
      {attendanceStatusLabel(status)}
    </Badge>
  );
}
