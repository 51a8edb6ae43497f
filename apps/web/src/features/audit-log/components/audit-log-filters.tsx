import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  AUDIT_LOG_MESSAGES,
  type AuditAction,
  type AuditEntityType,
} from '@rollcall/contract/audit-log';
import { IconFilterOff } from '@tabler/icons-react';
import { useAuditActors } from '../api/get-audit-actors';

export type AuditLogFilterValues = {
  actorId: string;
  action: AuditAction | '';
  entityType: AuditEntityType | '';
  startDate: string;
  endDate: string;
};

export const NO_FILTERS: AuditLogFilterValues = {
  actorId: '',
  action: '',
  entityType: '',
  startDate: '',
  endDate: '',
};

export const isDateRangeValid = ({ startDate, endDate }: AuditLogFilterValues) =>
  !startDate || !endDate || startDate <= endDate;

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];
const ENTITY_OPTIONS = [
  { value: '', label: 'All entities' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: AUDIT_ENTITY_LABELS[type] })),
];

type AuditLogFiltersProps = {
  values: AuditLogFilterValues;
  onChange: (values: AuditLogFilterValues) => void;
};

/** Who, what, which kind of record and which school days (both ends included). */
export function AuditLogFilters({ values, onChange }: AuditLogFiltersProps) {
  const actors = useAuditActors();
  const set = <K extends keyof AuditLogFilterValues>(key: K, value: AuditLogFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const hasFilters = Object.values(values).some(Boolean);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
      <NativeSelect
        label="Who"
        value={values.actorId}
        onChange={(event) => set('actorId', event.currentTarget.value)}
        data={[{ value: '', label: 'Everyone' }, ...(actors.data ?? [])]}
      />
      <NativeSelect
        label="Action"
        value={values.action}
        onChange={(event) => set('action', event.currentTarget.value as AuditAction | '')}
        data={ACTION_OPTIONS}
      />
      <NativeSelect
        label="Entity"
        value={values.entityType}
        onChange={(event) => set('entityType', event.currentTarget.value as AuditEntityType | '')}
        data={ENTITY_OPTIONS}
      />
      <TextInput
        type="date"
        label="From"
        value={values.startDate}
        onChange={(event) => set('startDate', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="To"
        value={values.endDate}
        onChange={(event) => set('endDate', event.currentTarget.value)}
        error={isDateRangeValid(values) ? undefined : AUDIT_LOG_MESSAGES.dateRangeInvalid}
      />
      <Group>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasFilters}
          onClick={() => onChange(NO_FILTERS)}
        >
          Clear Filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
