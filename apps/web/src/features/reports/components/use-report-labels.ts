import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { useTranslation } from 'react-i18next';

const HOUR_MS = 3_600_000;

/**
 * The reports screens' words built from values: the grade and section options (with their "all"
 * entry) and spec §9's "N days ago, N hours ago or Just now", in the screens' language.
 */
export function useReportLabels() {
  const { t } = useTranslation(['reports', 'common', 'contract']);
  return {
    classData: [
      { value: '', label: t('contract:reports.pdf.allClasses') },
      ...CLASS_OPTIONS.map((value) => ({
        value,
        label: t('contract:reports.pdf.grade', { class: value }),
      })),
    ],
    sectionData: [
      { value: '', label: t('common:filters.allSections') },
      ...SECTIONS.map((value) => ({
        value,
        label: t('contract:reports.pdf.section', { section: value }),
      })),
    ],
    generatedAgo: (generated: string, now: Date) => {
      const hours = Math.floor((now.getTime() - new Date(generated).getTime()) / HOUR_MS);
      if (hours >= 24) return t('recent.daysAgo', { count: Math.floor(hours / 24) });
      if (hours >= 1) return t('recent.hoursAgo', { count: hours });
      return t('recent.justNow');
    },
  };
}
