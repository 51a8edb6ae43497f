import type { ContractTranslations } from './i18n/catalogue.js';

/** The roles texts in French (vous), by the catalogue's keys. */
export const ROLES_FR: Pick<ContractTranslations, 'roles'> = {
  roles: {
    admin: 'Administrateur',
    teacher: 'Enseignant(e)',
  },
};
