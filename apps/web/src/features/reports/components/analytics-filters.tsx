import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFilterValues } from './use-analytics-filters';
import { useReportLabels } from './use-report-labels';

type AnalyticsFiltersProps = {
  values: AnalyticsFilterValues;
  /** The range the figures cover when the URL names none (the server's default). */
  shownRange: { startDate: string; endDate: string } | undefined;
  isReversed: boolean;
  hasFilters: boolean;
  onChange: (change: Partial<AnalyticsFilterValues>) => void;
  onClear: () => void;
};

const FIELD_WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', md: 160 };
/** The selects' "All classes" runs longer in Spanish and French: a whole row on a phone. */
const SELECT_WIDTH = { ...FIELD_WIDTH, base: '100%', xs: FIELD_WIDTH.base, md: 185 };

/** Date range, class and section for the charts and the chronic absence panel. */
export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { t } = useTranslation(['reports', 'common', 'contract']);
  const { t: tc } = useTranslation('contract');
  const { classData, sectionData } = useReportLabels();
  const { values, shownRange, onChange } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={t('common:filters.startDate')}
        value={values.startDate || shownRange?.startDate || ''}
        max={values.endDate || shownRange?.endDate || undefined}
        onChange={(event) => onChange({ startDate: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <TextInput
        type="date"
        label={t('common:filters.endDate')}
        value={values.endDate || shownRange?.endDate || ''}
        min={values.startDate || undefined}
        error={props.isReversed ? tc('common.dateRangeInvalid') : undefined}
        onChange={(event) => onChange({ endDate: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <NativeSelect
        label={t('contract:common.class')}
        data={classData}
        value={values.class}
        onChange={(event) => onChange({ class: event.currentTarget.value })}
        w={SELECT_WIDTH}
      />
      <NativeSelect
        label={t('common:fields.section')}
        data={sectionData}
        value={values.section}
        onChange={(event) => onChange({ section: event.currentTarget.value })}
        w={SELECT_WIDTH}
      />
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={!props.hasFilters}
        onClick={props.onClear}
      >
        {t('common:filters.clear')}
      </Button>
    </Group>
  );
}
