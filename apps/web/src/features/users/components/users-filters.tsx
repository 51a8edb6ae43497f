import { Group, NativeSelect } from '@mantine/core';
import type { Role } from '@rollcall/contract/roles';
import { useTranslation } from 'react-i18next';
import { SearchFilter, StatusFilter, type StatusFilterValue } from '@/components/ui/list-filters';

export type UsersFilterValues = {
  search: string;
  role: Role | undefined;
  isActive: StatusFilterValue;
};

type UsersFiltersProps = {
  values: UsersFilterValues;
  onChange: (change: Partial<UsersFilterValues>) => void;
};

const toRole = (value: string): Role | undefined =>
  value === 'admin' || value === 'teacher' ? value : undefined;

export function UsersFilters({ values, onChange }: UsersFiltersProps) {
  const { t } = useTranslation(['users', 'common']);
  const { t: tc } = useTranslation('contract');
  const roleOptions = [
    { value: '', label: t('filters.allRoles') },
    { value: 'admin', label: tc('roles.admin') },
    { value: 'teacher', label: tc('roles.teacher') },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchFilter
        value={values.search}
        onChange={(search) => onChange({ search })}
        placeholder={t('filters.searchPlaceholder')}
        basis={240}
      />
      <NativeSelect
        label={t('common:fields.role')}
        data={roleOptions}
        value={values.role ?? ''}
        onChange={(event) => onChange({ role: toRole(event.currentTarget.value) })}
        w={{ base: '100%', xs: 170 }}
      />
      <StatusFilter
        value={values.isActive}
        onChange={(isActive) => onChange({ isActive })}
        labels={{
          all: t('filters.allStatuses'),
          active: t('common:active'),
          inactive: t('common:inactive'),
        }}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
