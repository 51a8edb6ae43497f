import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReportItem } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteReport } from '../api/delete-report';

/** Delete a report (its file goes with it) after a confirmation, with a toast either way. */
export function useDeleteReportAction() {
  const { t } = useTranslation(['reports', 'common']);
  const { t: tc } = useTranslation('contract');
  const deleteReport = useDeleteReport();
  const deleteFailed = t('recent.deleteFailed');
  return (report: ReportItem) =>
    modals.openConfirmModal({
      title: tc('reports.deleteConfirm'),
      children: (
        <Text size="sm">
          {t('recent.deleteBody', { name: report.name, format: report.format.toUpperCase() })}
        </Text>
      ),
      labels: { confirm: tc('common.delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteReport.mutate(report.id, {
          onSuccess: (result) => notifySuccess(result.message || tc('reports.deleted')),
          onError: (error) =>
            notifyError(errorMessage(error, deleteFailed), { title: deleteFailed }),
        }),
    });
}
