import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/components/ui/row-action-button';

type ExportStudentButtonProps = { name: string; isExporting: boolean; onExport: () => void };

/**
 * Export data: the student's whole record as a zip, for a family's access request; on the rows of
 * current and archived students alike.
 */
export function ExportStudentButton({ name, isExporting, onExport }: ExportStudentButtonProps) {
  const { t } = useTranslation('students');
  return (
    <RowActionButton
      color="indigo"
      icon={IconFileZip}
      aria-label={t('privacy.exportFor', { name })}
      loading={isExporting}
      onClick={onExport}
    >
      {t('privacy.export')}
    </RowActionButton>
  );
}
