import type { ContractTranslations } from './i18n/catalogue.js';

/** The schools texts in French (vous), by the catalogue's keys. */
export const SCHOOLS_FR: Pick<ContractTranslations, 'schools'> = {
  schools: {
    codeRequired: 'Le code de l’établissement est obligatoire',
    codeInvalid:
      'Utilisez uniquement des lettres, des chiffres, des points, des tirets et des tirets bas (32 au plus)',
    saved: 'Établissement enregistré',
    added: 'Établissement ajouté',
    archived:
      'Établissement archivé : son personnel n’y travaille plus et ses tâches programmées s’arrêtent',
    reopened: 'Établissement rouvert',
    lastOpenSchool: 'Le district doit garder au moins un établissement ouvert',
  },
};
