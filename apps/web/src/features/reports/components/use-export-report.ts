import { REPORT_EXPORT_WINDOW_HOURS } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCreateReport } from '../api/create-report';

const HOUR_MS = 3_600_000;

/**
 * Spec §2/§7: Export Report asks for an attendance log as CSV over the last 720 hours up to now,
 * as ISO timestamps; it appears in Recent Reports as Processing, then Ready.
 */
export function useExportReport() {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const createReport = useCreateReport();
  const exportReport = () => {
    const now = Date.now();
    createReport.mutate(
      {
        type: 'attendance-log',
        format: 'csv',
        startDate: new Date(now - REPORT_EXPORT_WINDOW_HOURS * HOUR_MS).toISOString(),
        endDate: new Date(now).toISOString(),
      },
      {
        onSuccess: (result) =>
          notifySuccess(result.message || tc('reports.queued'), {
            title: t('exportStarted'),
          }),
        onError: (error) => notifyError(errorMessage(error, tc('reports.exportFailed'))),
      },
    );
  };
  return { exportReport, isExporting: createReport.isPending };
}
