import type { ContractTranslations } from './i18n/catalogue.js';

/** The languages texts in French (vous), by the catalogue's keys. */
export const LANGUAGES_FR: Pick<ContractTranslations, 'languages'> = {
  languages: {
    en: 'Anglais',
    es: 'Espagnol',
    fr: 'Français',
  },
};
