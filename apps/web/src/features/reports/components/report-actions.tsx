import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { ReportItem } from '@rollcall/contract/reports';
import { IconClockHour4, IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ReportActionsProps = { report: ReportItem; onDelete: (report: ReportItem) => void };

/**
 * Spec §4: Download only for a Ready report with a link, opening the signed link in a new window
 * (it needs no bearer token and expires); otherwise a disabled Pending label.
 */
export function ReportActions({ report, onDelete }: ReportActionsProps) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('contract');
  const isDownloadable = report.status === 'Ready' && report.downloadUrl !== null;
  return (
    <Group gap={6} wrap="nowrap">
      {isDownloadable ? (
        <Button
          component="a"
          href={report.downloadUrl ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('recent.download', { name: report.name })}
        >
          {tc('reports.download')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          disabled
          leftSection={<IconClockHour4 size={14} aria-hidden />}
        >
          {tc('reports.pending')}
        </Button>
      )}
      <Tooltip label={tc('common.delete')} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(report)}
          aria-label={t('recent.delete', { name: report.name })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
