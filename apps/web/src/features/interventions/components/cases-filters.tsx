import { NativeSelect, SimpleGrid } from '@mantine/core';
import {
  CASE_STATUSES,
  INTERVENTION_RULES,
  type CaseStatus,
  type InterventionRule,
} from '@rollcall/contract/interventions';
import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';
import { useClassSectionOptions } from '@/lib/class-section-options';

export type CasesFilterValues = {
  status: CaseStatus | undefined;
  rule: InterventionRule | undefined;
  class: (typeof CLASS_OPTIONS)[number] | undefined;
  section: (typeof SECTIONS)[number] | undefined;
};

/** The screen opens on the cases that need follow-up. */
export const DEFAULT_FILTERS: CasesFilterValues = {
  status: 'open',
  rule: undefined,
  class: undefined,
  section: undefined,
};

const pick = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);

type CasesFiltersProps = {
  values: CasesFilterValues;
  onChange: (change: Partial<CasesFilterValues>) => void;
};

export function CasesFilters({ values, onChange }: CasesFiltersProps) {
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  const { classSelectData, sectionSelectData } = useClassSectionOptions();
  const statusData = [
    { value: '', label: t('common:filters.allStatuses') },
    ...CASE_STATUSES.map((status) => ({
      value: status,
      label: t(`contract:caseStatuses.${status}`),
    })),
  ];
  const ruleData = [
    { value: '', label: t('filters.allRules') },
    ...INTERVENTION_RULES.map((rule) => ({
      value: rule,
      label: t(`contract:interventionRules.${rule}`),
    })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <NativeSelect
        label={t('contract:common.status')}
        data={statusData}
        value={values.status ?? ''}
        onChange={(event) => onChange({ status: pick(CASE_STATUSES, event.currentTarget.value) })}
      />
      <NativeSelect
        label={t('filters.rule')}
        data={ruleData}
        value={values.rule ?? ''}
        onChange={(event) =>
          onChange({ rule: pick(INTERVENTION_RULES, event.currentTarget.value) })
        }
      />
      <NativeSelect
        label={t('contract:common.class')}
        data={classSelectData(t('contract:reports.pdf.allClasses'))}
        value={values.class ?? ''}
        onChange={(event) => onChange({ class: pick(CLASS_OPTIONS, event.currentTarget.value) })}
      />
      <NativeSelect
        label={t('common:fields.section')}
        data={sectionSelectData(t('common:filters.allSections'))}
        value={values.section ?? ''}
        onChange={(event) => onChange({ section: pick(SECTIONS, event.currentTarget.value) })}
      />
    </SimpleGrid>
  );
}
