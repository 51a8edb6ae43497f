import type { ContractTranslations } from './i18n/catalogue.js';

/** The roles texts in Spanish (usted), by the catalogue's keys. */
export const ROLES_ES: Pick<ContractTranslations, 'roles'> = {
  roles: {
    admin: 'Administrador/a',
    teacher: 'Docente',
  },
};
