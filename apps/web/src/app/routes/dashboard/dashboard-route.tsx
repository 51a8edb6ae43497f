import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { useState } from 'react';
import { useSchoolTimezone } from '@/lib/school-info';
import { ScanDialog } from '@/features/attendance/components/scan/scan-dialog';
import { useAddCheckInToToday } from '@/features/dashboard/api/get-today-attendance';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useCurrentUser } from '@/lib/auth';
import { DASHBOARD_SCAN_LOCATION, DASHBOARD_SCAN_NOTES } from '@/config/screen-constants';

/** The dashboard with the attendance feature's scan dialog; a scan updates it at once. */
export function DashboardRoute() {
  const user = useCurrentUser();
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const [isScanOpen, setIsScanOpen] = useState(false);
  const addCheckIn = useAddCheckInToToday();
  return (
    <>
      <Dashboard user={user} timezone={timezone} onOpenScan={() => setIsScanOpen(true)} />
      <ScanDialog
        opened={isScanOpen}
        onClose={() => setIsScanOpen(false)}
        location={DASHBOARD_SCAN_LOCATION}
        notes={DASHBOARD_SCAN_NOTES}
        onScanned={(result) => addCheckIn(result.attendance)}
      />
    </>
  );
}
