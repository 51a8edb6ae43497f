import type { ContractTranslations } from './i18n/catalogue.js';

/** The languages texts in Spanish (usted), by the catalogue's keys. */
export const LANGUAGES_ES: Pick<ContractTranslations, 'languages'> = {
  languages: {
    en: 'Inglés',
    es: 'Español',
    fr: 'Francés',
  },
};
