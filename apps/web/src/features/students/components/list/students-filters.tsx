import { Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { classSelectData, sectionSelectData } from '@/lib/class-section-options';
import { IconSearch } from '@tabler/icons-react';
import type { StudentClass, StudentSection } from '../../api/get-students';

export type StudentsFilterValues = {
  search: string;
  class: StudentClass | undefined;
  section: StudentSection | undefined;
  isActive: 'true' | 'false' | undefined;
};

export const NO_FILTERS: StudentsFilterValues = {
  search: '',
  class: undefined,
  section: undefined,
  isActive: undefined,
};

type StudentsFiltersProps = {
  values: StudentsFilterValues;
  onChange: (change: Partial<StudentsFilterValues>) => void;
};

const CLASS_SELECT = classSelectData('All');
const SECTION_SELECT = sectionSelectData('All');
const STATUS_SELECT = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);

export function StudentsFilters({ values, onChange }: StudentsFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, student ID or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
        type="search"
      />
      <SimpleGrid cols={3} spacing="xs" style={{ flex: '1 1 300px', maxWidth: 480 }}>
        <NativeSelect
          label="Class"
          data={CLASS_SELECT}
          value={values.class ?? ''}
          onChange={(event) => onChange({ class: pick(CLASS_OPTIONS, event.currentTarget.value) })}
        />
        <NativeSelect
          label="Section"
          data={SECTION_SELECT}
          value={values.section ?? ''}
          onChange={(event) => onChange({ section: pick(SECTIONS, event.currentTarget.value) })}
        />
        <NativeSelect
          label="Status"
          data={STATUS_SELECT}
          value={values.isActive ?? ''}
          onChange={(event) =>
            onChange({ isActive: pick(['true', 'false'] as const, event.currentTarget.value) })
          }
        />
      </SimpleGrid>
    </Group>
  );
}
