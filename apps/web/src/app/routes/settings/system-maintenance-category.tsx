import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { useAttendanceExport } from '@/features/attendance/components/use-attendance-export';
import { SystemMaintenanceSettings } from '@/features/settings/components/system-maintenance-settings';
import type { SettingsCategoryProps } from '@/features/settings/hooks/use-settings-category-form';
import { useSchoolTimezone } from '@/lib/school-info';

const ALL_ATTENDANCE = { studentId: undefined, startDate: undefined, endDate: undefined };

/** System Maintenance with the attendance screen's own CSV export for Export Data. */
export function SystemMaintenanceCategory(props: SettingsCategoryProps) {
  const attendance = useAttendanceExport(ALL_ATTENDANCE, useSchoolTimezone() ?? DEFAULT_TIMEZONE);
  return (
    <SystemMaintenanceSettings
      {...props}
      attendanceExport={{ run: attendance.exportCsv, isRunning: attendance.isExportingCsv }}
    />
  );
}
