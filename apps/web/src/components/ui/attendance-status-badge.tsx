import { Badge } from '@mantine/core';

const STATUS_STYLES: Record<string, { label: string; color: string }> = {
  present: { label: 'Present', color: 'green' },
  late: { label: 'Late', color: 'yellow' },
  absent: { label: 'Absent', color: 'red' },
};

/** An attendance status as words (colour only adds to them); unknown values show as given. */
export function attendanceStatusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return STATUS_STYLES[status]?.label ?? status;
}

export function AttendanceStatusBadge({ status }: { status: string | null | undefined }) {
  const color = (status && STATUS_STYLES[status]?.color) || 'gray';
  return (
    <Badge tt="none" variant="light" color={color}>
      {attendanceStatusLabel(status)}
    </Badge>
  );
}
