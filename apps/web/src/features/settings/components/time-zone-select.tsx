import { Select, type ComboboxItemGroup } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The four zones of the contiguous United States, offered first under their usual names. */
const US_ZONES = [
  { value: 'America/New_York', name: 'eastern' },
  { value: 'America/Chicago', name: 'central' },
  { value: 'America/Denver', name: 'mountain' },
  { value: 'America/Los_Angeles', name: 'pacific' },
] as const;

const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Every IANA zone the browser knows, the US four first. A saved zone the list lacks (an alias such
 * as UTC, which the server accepts) is kept as an option, so the select never shows it blank.
 */
function zoneOptions(current: string, t: TFunction<'settings'>): ComboboxItemGroup[] {
  const usValues = new Set<string>(US_ZONES.map((zone) => zone.value));
  const others = new Set(Intl.supportedValuesOf('timeZone'));
  if (current && !usValues.has(current)) others.add(current);
  return [
    {
      group: t('timezone.unitedStates'),
      items: US_ZONES.map((zone) => ({
        value: zone.value,
        label: t(`timezone.${zone.name}`, { zone: readable(zone.value) }),
      })),
    },
    {
      group: t('timezone.all'),
      items: [...others]
        .filter((zone) => !usValues.has(zone))
        .sort()
        .map((zone) => ({ value: zone, label: readable(zone) })),
    },
  ];
}

type TimeZoneSelectProps = {
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  error?: string;
};

export function TimeZoneSelect({ value, onChange, onBlur, error }: TimeZoneSelectProps) {
  const { t } = useTranslation(['settings', 'common']);
  const data = useMemo(() => zoneOptions(value, t), [value, t]);
  return (
    <Select
      label={t('common:fields.timezone')}
      description={t('timezone.description')}
      searchable
      nothingFoundMessage={t('timezone.nothingFound')}
      maxDropdownHeight={280}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      onBlur={onBlur}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
