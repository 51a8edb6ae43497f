import { Badge } from '@mantine/core';
import { REPORT_STATUS_COLORS, type ReportStatus } from '@rollcall/contract/reports';
import { IconAlertTriangle, IconCircleCheck, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS = { Ready: IconCircleCheck, Processing: IconLoader2, Failed: IconAlertTriangle };

/** Spec §4: Ready green, Processing yellow, anything else gray; the word and an icon always show. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t: tc } = useTranslation('contract');
  const StatusIcon = ICONS[status];
  return (
    <Badge
      tt="none"
      variant="light"
      color={REPORT_STATUS_COLORS[status] ?? 'gray'}
      leftSection={<StatusIcon size={12} aria-hidden />}
    >
      {tc(`reportStatuses.${status}`)}
    </Badge>
  );
}
