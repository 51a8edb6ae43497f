import { NativeSelect, TextInput, type NativeSelectProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type SearchFilterProps = {
  value: string;
  onChange: (search: string) => void;
  /** What the list searches, in its own words. */
  placeholder: string;
  /** The box's width before it grows, in pixels. */
  basis: number;
};

/** A list's search box, labelled "Search". */
export function SearchFilter({ value, onChange, placeholder, basis }: SearchFilterProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      label={t('filters.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ flex: `1 1 ${basis}px` }}
      type="search"
    />
  );
}

/** The `isActive` filter of a list query: every status, the active or the inactive. */
export type StatusFilterValue = 'true' | 'false' | undefined;

const toStatus = (value: string): StatusFilterValue =>
  value === 'true' || value === 'false' ? value : undefined;

type StatusFilterProps = {
  value: StatusFilterValue;
  onChange: (isActive: StatusFilterValue) => void;
  /** The choices in the list's own words (Spanish and French agree them with its noun). */
  labels: { all: string; active: string; inactive: string };
} & Pick<NativeSelectProps, 'w'>;

/** A list's status select, labelled "Status". */
export function StatusFilter({ value, onChange, labels, ...layout }: StatusFilterProps) {
  const { t } = useTranslation('contract');
  return (
    <NativeSelect
      label={t('common.status')}
      data={[
        { value: '', label: labels.all },
        { value: 'true', label: labels.active },
        { value: 'false', label: labels.inactive },
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(toStatus(event.currentTarget.value))}
      {...layout}
    />
  );
}
