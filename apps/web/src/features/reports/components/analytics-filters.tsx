import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { REPORT_MESSAGES } from '@rollcall/contract/reports';
import { classSelectData, sectionSelectData } from '@/lib/class-section-options';
import { IconFilterOff } from '@tabler/icons-react';
import type { AnalyticsFilterValues } from './use-analytics-filters';

type AnalyticsFiltersProps = {
  values: AnalyticsFilterValues;
  /** The range the figures cover when the URL names none (the server's default). */
  shownRange: { startDate: string; endDate: string } | undefined;
  isReversed: boolean;
  hasFilters: boolean;
  onChange: (change: Partial<AnalyticsFilterValues>) => void;
  onClear: () => void;
};

const CLASS_DATA = classSelectData('All classes');
const SECTION_DATA = sectionSelectData('All sections');
const FIELD_WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', md: 160 };

/** Date range, class and section for the charts and the chronic absence panel. */
export function AnalyticsFilters(props: AnalyticsFiltersProps) {
  const { values, shownRange, onChange } = props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="Start Date"
        value={values.startDate || shownRange?.startDate || ''}
        max={values.endDate || shownRange?.endDate || undefined}
        onChange={(event) => onChange({ startDate: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <TextInput
        type="date"
        label="End Date"
        value={values.endDate || shownRange?.endDate || ''}
        min={values.startDate || undefined}
        error={props.isReversed ? REPORT_MESSAGES.dateRangeInvalid : undefined}
        onChange={(event) => onChange({ endDate: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <NativeSelect
        label="Class"
        data={CLASS_DATA}
        value={values.class}
        onChange={(event) => onChange({ class: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <NativeSelect
        label="Section"
        data={SECTION_DATA}
        value={values.section}
        onChange={(event) => onChange({ section: event.currentTarget.value })}
        w={FIELD_WIDTH}
      />
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={!props.hasFilters}
        onClick={props.onClear}
      >
        Clear Filters
      </Button>
    </Group>
  );
}
