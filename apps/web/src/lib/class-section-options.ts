import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { i18n } from '@/i18n/i18n';

type Option = { value: string; label: string };

/** An empty value standing for every class or section, when the select is a filter. */
const withAll = (options: Option[], allLabel: string | undefined): Option[] =>
  allLabel === undefined ? options : [{ value: '', label: allLabel }, ...options];

/**
 * The grades as select options ("Grade 9"), after an "all" entry when given its label. The labels
 * are in the screens' language at the time of the call: call it while rendering.
 */
export const classSelectData = (allLabel?: string) =>
  withAll(
    CLASS_OPTIONS.map((value) => ({
      value,
      label: i18n.t('options.grade', { ns: 'students', grade: value }),
    })),
    allLabel,
  );

/** The sections as select options ("Section A"), after an "all" entry when given its label. */
export const sectionSelectData = (allLabel?: string) =>
  withAll(
    SECTIONS.map((value) => ({
      value,
      label: i18n.t('reports.pdf.section', { ns: 'contract', section: value }),
    })),
    allLabel,
  );
