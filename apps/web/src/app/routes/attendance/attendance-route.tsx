import { ComingSoon } from '@/components/ui/coming-soon';

export function AttendanceRoute() {
  return (
    <ComingSoon
      title="Attendance Records"
      subtitle="View and filter attendance logs by student and date range."
    />
  );
}
