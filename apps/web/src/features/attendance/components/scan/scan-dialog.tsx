import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { useTranslation } from 'react-i18next';
import { useSchoolTimezone } from '@/lib/school-info';
import type { ScanResult } from '../../api/scan-attendance';
import { ScanPanel } from './scan-panel';

type ScanDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Called after each recorded check-in, e.g. to update the dashboard at once. */
  onScanned?: (result: ScanResult) => void;
  location?: string;
  notes?: string;
};

/** Scan QR dialog: typed, pasted, hand-held reader or camera; full screen on a phone. */
export function ScanDialog({ opened, onClose, ...options }: ScanDialogProps) {
  const { t } = useTranslation(['attendance', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('common:scanQrCode')}
      size="lg"
      fullScreen={isPhone === true}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted only while open: closing resets the dialog and stops the camera. */}
      {opened ? <ScanPanel {...options} timezone={timezone} onClose={onClose} /> : null}
    </Modal>
  );
}
