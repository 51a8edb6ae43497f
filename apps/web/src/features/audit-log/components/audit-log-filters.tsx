import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
} from '@rollcall/contract/audit-log';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

type AuditLogFiltersProps = {
  values: AuditLogFilterValues;
  onChange: (values: AuditLogFilterValues) => void;
};

/** Who, what, which kind of record and which school days (both ends included). */
export function AuditLogFilters({ values, onChange }: AuditLogFiltersProps) {
  const { t } = useTranslation(['audit-log', 'common']);
  const { t: tc } = useTranslation('contract');
  const actors = useAuditActors();
  const set = <K extends keyof AuditLogFilterValues>(key: K, value: AuditLogFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const hasFilters = Object.values(values).some(Boolean);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
      <NativeSelect
        label={t('table.who')}
        value={values.actorId}
        onChange={(event) => set('actorId', event.currentTarget.value)}
        data={[{ value: '', label: t('filters.everyone') }, ...(actors.data ?? [])]}
      />
      <NativeSelect
        label={t('table.action')}
        value={values.action}
        onChange={(event) => set('action', event.currentTarget.value as AuditAction | '')}
        data={[
          { value: '', label: t('filters.allActions') },
          ...AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: tc(`auditActions.${action}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('table.entity')}
        value={values.entityType}
        onChange={(event) => set('entityType', event.currentTarget.value as AuditEntityType | '')}
        data={[
          { value: '', label: t('filters.allEntities') },
          ...AUDIT_ENTITY_TYPES.map((type) => ({
            value: type,
            label: tc(`auditEntities.${type}`),
          })),
        ]}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        value={values.startDate}
        onChange={(event) => set('startDate', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={values.endDate}
        onChange={(event) => set('endDate', event.currentTarget.value)}
        error={isDateRangeValid(values) ? undefined : tc('common.dateRangeInvalid')}
      />
      <Group>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!hasFilters}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('common:filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
