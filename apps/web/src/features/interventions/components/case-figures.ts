import type { CaseFigures } from '@rollcall/contract/interventions';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/school-time';

/** A case's figures in words, as the list and the detail write them. */
export function useFigureTexts() {
  const { t } = useTranslation('interventions');
  return {
    absent: (figures: CaseFigures) =>
      t('figures.absent', {
        absent: formatNumber(figures.absentDays),
        enrolled: formatNumber(figures.enrolledDays),
      }),
    rate: (figures: CaseFigures) =>
      figures.rate === null
        ? t('figures.noRate')
        : t('figures.rate', { rate: formatNumber(figures.rate, { maximumFractionDigits: 1 }) }),
    consecutive: (figures: CaseFigures) => t('figures.consecutive', { count: figures.consecutive }),
    late: (figures: CaseFigures) => t('figures.late', { count: figures.lateDays }),
  };
}
