import { Modal } from '@mantine/core';
import type { CreateReportBody } from '@rollcall/contract/reports';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCreateReport } from '../api/create-report';
import { defaultNewReportValues, NewReportForm } from './new-report-form';

type NewReportModalProps = { isOpen: boolean; today: string; onClose: () => void };

/** Any report type, format, range and class; it joins Recent Reports as Processing. */
export function NewReportModal({ isOpen, today, onClose }: NewReportModalProps) {
  const { t } = useTranslation(['reports', 'contract']);
  const { t: tc } = useTranslation('contract');
  const createReport = useCreateReport();

  const save = async (body: CreateReportBody) => {
    try {
      const result = await createReport.mutateAsync(body);
      notifySuccess(result.message || tc('reports.queued'), {
        title: t('newReport.requested'),
      });
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, tc('reports.generateFailed')));
      throw error;
    }
  };

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('contract:reports.newReportButton')}
      size="lg"
      centered
    >
      {isOpen ? (
        <NewReportForm
          defaultValues={defaultNewReportValues(today)}
          today={today}
          isSaving={createReport.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
