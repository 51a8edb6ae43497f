import { Badge, type MantineColor } from '@mantine/core';
import type { CaseStatus } from '@rollcall/contract/interventions';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<CaseStatus, MantineColor> = {
  open: 'red',
  monitoring: 'blue',
  closed: 'gray',
};

/** A case's status in words, its colour only repeating them. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation('contract');
  return (
    <Badge tt="none" variant="light" color={STATUS_COLORS[status]} miw="max-content">
      {t(`caseStatuses.${status}`)}
    </Badge>
  );
}
