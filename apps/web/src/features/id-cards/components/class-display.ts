import { useTranslation } from 'react-i18next';

/** A class as people say it: "Grade 10", in the screens' language. */
export function useClassDisplay(): (cardClass: string) => string {
  const { t } = useTranslation(['id-cards', 'contract']);
  return (cardClass: string) => t('contract:reports.pdf.grade', { class: cardClass });
}
