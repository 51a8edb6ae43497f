import type { ContractTranslations } from './i18n/catalogue.js';

/** The API token texts in French (vous), by the catalogue's keys. */
export const API_TOKENS_FR: Pick<ContractTranslations, 'apiTokens' | 'apiTokenScopes'> = {
  apiTokens: {
    nameRequired: 'Veuillez nommer le jeton',
    scopeRequired: 'Choisissez au moins une portée',
    created: 'Jeton d’API créé. Copiez-le maintenant : il ne sera plus affiché.',
    revoked: 'Jeton d’API révoqué. Les scripts qui l’utilisent cessent aussitôt de fonctionner.',
    tokenOnly: 'Un jeton d’API ne peut lancer que les imports d’élèves.',
    lifetimeInvalid: 'Choisissez 30, 90 ou 365 jours',
  },
  apiTokenScopes: { import: 'Imports d’élèves (OneRoster et CSV)' },
};
