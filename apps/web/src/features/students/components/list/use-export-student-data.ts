import { useTranslation } from 'react-i18next';
import { useFileDownload } from '@/hooks/use-file-download';
import { exportStudentData } from '../../api/student-privacy';

/** Export data: the student's whole record as a zip, with toasts and the row that is busy. */
export function useExportStudentData() {
  const { t } = useTranslation('students');
  const { downloading, download } = useFileDownload(exportStudentData, {
    savedMessage: (fileName) => t('privacy.exported', { fileName }),
    failedMessage: t('privacy.exportFailed'),
  });
  return { exportingStudentId: downloading?.[0], exportData: download };
}
