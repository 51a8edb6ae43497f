import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';

type Option = { value: string; label: string };

/** An empty value standing for every class or section, when the select is a filter. */
const withAll = (options: Option[], allLabel: string | undefined): Option[] =>
  allLabel === undefined ? options : [{ value: '', label: allLabel }, ...options];

/**
 * The grades ("Grade 9") and sections ("Section A") as select options, each after an "all" entry
 * when given its label, in the screens' language. A hook, not a function reading the i18next
 * instance: the grades' words are the `students` texts, which a screen outside Students (the
 * interventions' filters) has not loaded by itself; asking for them here suspends the screen until
 * they are in, so a key never shows in the list.
 */
export function useClassSectionOptions() {
  const { t } = useTranslation(['students', 'contract']);
  return {
    classSelectData: (allLabel?: string) =>
      withAll(
        CLASS_OPTIONS.map((value) => ({ value, label: t('options.grade', { grade: value }) })),
        allLabel,
      ),
    sectionSelectData: (allLabel?: string) =>
      withAll(
        SECTIONS.map((value) => ({
          value,
          label: t('contract:reports.pdf.section', { section: value }),
        })),
        allLabel,
      ),
  };
}
