import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { Role } from '@rollcall/contract/roles';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type UsersFilterValues = {
  search: string;
  role: Role | undefined;
  isActive: 'true' | 'false' | undefined;
};

type UsersFiltersProps = {
  values: UsersFilterValues;
  onChange: (change: Partial<UsersFilterValues>) => void;
};

const toRole = (value: string): Role | undefined =>
  value === 'admin' || value === 'teacher' ? value : undefined;

const toStatus = (value: string): 'true' | 'false' | undefined =>
  value === 'true' || value === 'false' ? value : undefined;

export function UsersFilters({ values, onChange }: UsersFiltersProps) {
  const { t } = useTranslation(['users', 'common']);
  const { t: tc } = useTranslation('contract');
  const roleOptions = [
    { value: '', label: t('filters.allRoles') },
    { value: 'admin', label: tc('roles.admin') },
    { value: 'teacher', label: tc('roles.teacher') },
  ];
  const statusOptions = [
    { value: '', label: t('filters.allStatuses') },
    { value: 'true', label: t('common:active') },
    { value: 'false', label: t('common:inactive') },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('common:filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '1 1 240px' }}
        type="search"
      />
      <NativeSelect
        label={t('common:fields.role')}
        data={roleOptions}
        value={values.role ?? ''}
        onChange={(event) => onChange({ role: toRole(event.currentTarget.value) })}
        w={{ base: '100%', xs: 170 }}
      />
      <NativeSelect
        label={tc('common.status')}
        data={statusOptions}
        value={values.isActive ?? ''}
        onChange={(event) => onChange({ isActive: toStatus(event.currentTarget.value) })}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
