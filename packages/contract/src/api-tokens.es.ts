import type { ContractTranslations } from './i18n/catalogue.js';

/** The API token texts in Spanish (usted), by the catalogue's keys. */
export const API_TOKENS_ES: Pick<ContractTranslations, 'apiTokens' | 'apiTokenScopes'> = {
  apiTokens: {
    nameRequired: 'Dé un nombre al token',
    scopeRequired: 'Elija al menos un ámbito',
    created: 'Token de API creado. Cópielo ahora: no se volverá a mostrar.',
    revoked: 'Token de API revocado. Los scripts que lo usan dejan de funcionar de inmediato.',
    tokenOnly: 'Un token de API solo puede ejecutar las importaciones de estudiantes.',
    lifetimeInvalid: 'Elija 30, 90 o 365 días',
  },
  apiTokenScopes: { import: 'Importaciones de estudiantes (OneRoster y CSV)' },
};
