import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSchoolTimezone } from '@/lib/school-info';
import { schoolToday } from '@/lib/school-time';
import { ReportsAnalytics } from '@/features/reports/components/reports-analytics';
import { ReportsHeaderActions } from '@/features/reports/components/reports-header-actions';
import { useCurrentUser } from '@/lib/auth';

/** /reports and /analytics (spec §2): figures for everyone, report files for admins. */
export function ReportsRoute() {
  const { t: tc } = useTranslation('contract');
  const user = useCurrentUser();
  const canManageReports = user.role === 'admin';
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  return (
    <>
      <PageHeader
        title={tc('reports.title')}
        subtitle={tc('reports.subtitle')}
        actions={canManageReports ? <ReportsHeaderActions today={schoolToday(timezone)} /> : null}
      />
      <ReportsAnalytics canManageReports={canManageReports} />
    </>
  );
}
