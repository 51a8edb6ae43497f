import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { REPORT_MESSAGES, type ReportItem } from '@rollcall/contract/reports';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useDeleteReport } from '../api/delete-report';

const DELETE_FAILED = 'Failed to delete report';

/** Delete a report (its file goes with it) after a confirmation, with a toast either way. */
export function useDeleteReportAction() {
  const deleteReport = useDeleteReport();
  return (report: ReportItem) =>
    modals.openConfirmModal({
      title: REPORT_MESSAGES.deleteConfirm,
      children: (
        <Text size="sm">
          {report.name} ({report.format.toUpperCase()}) and its file will be removed.
        </Text>
      ),
      labels: { confirm: REPORT_MESSAGES.delete, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteReport.mutate(report.id, {
          onSuccess: (result) => notifySuccess(result.message || REPORT_MESSAGES.deleted),
          onError: (error) =>
            notifyError(errorMessage(error, DELETE_FAILED), { title: DELETE_FAILED }),
        }),
    });
}
