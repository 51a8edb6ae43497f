import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTO_REFRESH_SECONDS } from '@/config/screen-constants';
import { DescribedCheckbox } from '@/components/ui/described-inline-input';

type AttendanceToolbarProps = {
  isAutoRefresh: boolean;
  onAutoRefreshChange: (isOn: boolean) => void;
  lastUpdated: string | undefined;
  isLoading: boolean;
  onRefresh: () => void;
  hasRows: boolean;
  isExportingCsv: boolean;
  onExportCsv: () => void;
  /** Why the Excel export is unavailable, when it is. */
  excelBlockedReason: string | undefined;
  isExportingExcel: boolean;
  onExportExcel: () => void;
};

export function AttendanceToolbar(props: AttendanceToolbarProps) {
  const { t } = useTranslation(['attendance', 'contract']);
  const excelButton = (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      disabled={!props.hasRows || props.excelBlockedReason !== undefined}
      loading={props.isExportingExcel}
      onClick={props.onExportExcel}
    >
      {t('toolbar.exportExcel')}
    </Button>
  );
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <DescribedCheckbox
          label={t('toolbar.autoRefresh')}
          description={t('toolbar.every', { seconds: AUTO_REFRESH_SECONDS })}
          checked={props.isAutoRefresh}
          onChange={(event) => props.onAutoRefreshChange(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('toolbar.lastUpdated', { time: props.lastUpdated ?? '—' })}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={props.isLoading}
          onClick={props.onRefresh}
        >
          {t('contract:common.refresh')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!props.hasRows}
          loading={props.isExportingCsv}
          onClick={props.onExportCsv}
        >
          {t('toolbar.exportCsv')}
        </Button>
        {props.excelBlockedReason ? (
          <Tooltip label={props.excelBlockedReason} multiline w={240}>
            <span>{excelButton}</span>
          </Tooltip>
        ) : (
          excelButton
        )}
      </Group>
    </Group>
  );
}
