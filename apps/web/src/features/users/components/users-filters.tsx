import { Group, NativeSelect, TextInput } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@rollcall/contract/roles';
import { IconSearch } from '@tabler/icons-react';

export type UsersFilterValues = {
  search: string;
  role: Role | undefined;
  isActive: 'true' | 'false' | undefined;
};

type UsersFiltersProps = {
  values: UsersFilterValues;
  onChange: (change: Partial<UsersFilterValues>) => void;
};

const ROLE_OPTIONS = [
  { value: '', label: 'All Roles' },
  { value: 'admin', label: ROLE_LABELS.admin },
  { value: 'teacher', label: ROLE_LABELS.teacher },
];

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

const toRole = (value: string): Role | undefined =>
  value === 'admin' || value === 'teacher' ? value : undefined;

const toStatus = (value: string): 'true' | 'false' | undefined =>
  value === 'true' || value === 'false' ? value : undefined;

export function UsersFilters({ values, onChange }: UsersFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Search by name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '1 1 240px' }}
        type="search"
      />
      <NativeSelect
        label="Role"
        data={ROLE_OPTIONS}
        value={values.role ?? ''}
        onChange={(event) => onChange({ role: toRole(event.currentTarget.value) })}
        w={{ base: '100%', xs: 170 }}
      />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={values.isActive ?? ''}
        onChange={(event) => onChange({ isActive: toStatus(event.currentTarget.value) })}
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
