import { Select, type ComboboxItemGroup } from '@mantine/core';
import { useMemo } from 'react';

/** The four zones of the contiguous United States, offered first under their usual names. */
const US_ZONES = [
  { value: 'America/New_York', label: 'Eastern (America/New York)' },
  { value: 'America/Chicago', label: 'Central (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific (America/Los Angeles)' },
] as const;

const readable = (zone: string) => zone.replaceAll('_', ' ');

/**
 * Every IANA zone the browser knows, the US four first. A saved zone the list lacks (an alias such
 * as UTC, which the server accepts) is kept as an option, so the select never shows it blank.
 */
function zoneOptions(current: string): ComboboxItemGroup[] {
  const usValues = new Set<string>(US_ZONES.map((zone) => zone.value));
  const others = new Set(Intl.supportedValuesOf('timeZone'));
  if (current && !usValues.has(current)) others.add(current);
  return [
    { group: 'United States', items: [...US_ZONES] },
    {
      group: 'All time zones',
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
  const data = useMemo(() => zoneOptions(value), [value]);
  return (
    <Select
      label="Time zone"
      description="School days and times follow this clock"
      searchable
      nothingFoundMessage="No time zone matches"
      allowDeselect={false}
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
