import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslateText } from '@/i18n/language';
import { useSchoolTimezone } from '@/lib/school-info';
import { schoolToday } from '@/lib/school-time';
import { ReportsAnalytics } from '@/features/reports/components/reports-analytics';
import { ReportsHeaderActions } from '@/features/reports/components/reports-header-actions';
import { useCurrentUser } from '@/lib/auth';

/** /reports and /analytics (spec §2): figures for everyone, report files for admins. */
export function ReportsRoute() {
  const tx = useTranslateText();
  const user = useCurrentUser();
  const canManageReports = user.role === 'admin';
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  return (
    <>
      <PageHeader
        title={tx(REPORT_MESSAGES.title)}
        subtitle={tx(REPORT_MESSAGES.subtitle)}
        actions={canManageReports ? <ReportsHeaderActions today={schoolToday(timezone)} /> : null}
      />
      <ReportsAnalytics canManageReports={canManageReports} />
    </>
  );
}
