import { Button, Group } from '@mantine/core';
import { IconFileExport, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewReportModal } from './new-report-modal';
import { useExportReport } from './use-export-report';

/** Admins' buttons beside the title: New report (any type) and Export Report (spec §2). */
export function ReportsHeaderActions({ today }: { today: string }) {
  const { t: tc } = useTranslation('contract');
  const [isNewOpen, setIsNewOpen] = useState(false);
  const { exportReport, isExporting } = useExportReport();
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFilePlus size={18} aria-hidden />}
        onClick={() => setIsNewOpen(true)}
      >
        {tc('reports.newReportButton')}
      </Button>
      <Button
        leftSection={<IconFileExport size={18} aria-hidden />}
        loading={isExporting}
        onClick={exportReport}
      >
        {tc('reports.exportButton')}
      </Button>
      <NewReportModal isOpen={isNewOpen} today={today} onClose={() => setIsNewOpen(false)} />
    </Group>
  );
}
