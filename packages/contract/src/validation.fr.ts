import type { ContractTranslations } from './i18n/catalogue.js';

/** The validation texts in French (vous), by the catalogue's keys. */
export const VALIDATION_FR: Pick<ContractTranslations, 'validation'> = {
  validation: {
    invalidInput: 'Valeur non valide',
    invalidType: 'Valeur non valide : {{expected}} attendu, {{received}} reçu',
    invalidValue: 'Valeur non valide : {{value}} attendu',
    invalidOption: 'Option non valide : choisissez parmi {{options}}',
    tooSmall: 'Valeur trop petite : {{subject}} doit être {{bound}}',
    tooSmallSize: 'Trop court : {{subject}} doit avoir {{bound}}',
    tooBig: 'Valeur trop grande : {{subject}} doit être {{bound}}',
    tooBigSize: 'Trop long : {{subject}} doit avoir {{bound}}',
    unrecognizedKey: 'Champ inconnu : {{key}}',
    unrecognizedKeys: 'Champs inconnus : {{keys}}',
    invalidDate: 'Date non valide (format aaaa-mm-jj)',
    invalidDateTime: 'Date et heure non valides',
    invalidUuid: 'Identifiant non valide',
    invalidEmail: 'Adresse e-mail non valide',
    invalidUrl: 'Adresse web non valide',
  },
};
