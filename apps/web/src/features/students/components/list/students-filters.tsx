import { Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { useClassSectionOptions } from '@/lib/class-section-options';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);

export function StudentsFilters({ values, onChange }: StudentsFiltersProps) {
  const { t } = useTranslation(['students', 'contract', 'common']);
  const { classSelectData, sectionSelectData } = useClassSectionOptions();
  const statusSelect = [
    { value: '', label: t('filters.allStatuses') },
    { value: 'true', label: t('filters.active') },
    { value: 'false', label: t('filters.inactive') },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('common:filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
        type="search"
      />
      <SimpleGrid cols={3} spacing="xs" style={{ flex: '1 1 300px', maxWidth: 480 }}>
        <NativeSelect
          label={t('contract:common.class')}
          data={classSelectData(t('filters.allClasses'))}
          value={values.class ?? ''}
          onChange={(event) => onChange({ class: pick(CLASS_OPTIONS, event.currentTarget.value) })}
        />
        <NativeSelect
          label={t('common:fields.section')}
          data={sectionSelectData(t('filters.allSections'))}
          value={values.section ?? ''}
          onChange={(event) => onChange({ section: pick(SECTIONS, event.currentTarget.value) })}
        />
        <NativeSelect
          label={t('contract:common.status')}
          data={statusSelect}
          value={values.isActive ?? ''}
          onChange={(event) =>
            onChange({ isActive: pick(['true', 'false'] as const, event.currentTarget.value) })
          }
        />
      </SimpleGrid>
    </Group>
  );
}
