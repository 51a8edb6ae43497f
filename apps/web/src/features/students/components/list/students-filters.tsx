import { Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { SearchFilter, StatusFilter, type StatusFilterValue } from '@/components/ui/list-filters';
import { useClassSectionOptions } from '@/lib/class-section-options';
import type { StudentClass, StudentSection } from '../../api/get-students';

export type StudentsFilterValues = {
  search: string;
  class: StudentClass | undefined;
  section: StudentSection | undefined;
  isActive: StatusFilterValue;
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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchFilter
        value={values.search}
        onChange={(search) => onChange({ search })}
        placeholder={t('filters.searchPlaceholder')}
        basis={260}
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
        <StatusFilter
          value={values.isActive}
          onChange={(isActive) => onChange({ isActive })}
          labels={{
            all: t('filters.allStatuses'),
            active: t('filters.active'),
            inactive: t('filters.inactive'),
          }}
        />
      </SimpleGrid>
    </Group>
  );
}
