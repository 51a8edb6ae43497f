import type { ContractTranslations } from './i18n/catalogue.js';

/** The two-factor texts in French (vous), by the catalogue's keys. */
export const TWO_FACTOR_FR: Pick<ContractTranslations, 'twoFactor'> = {
  twoFactor: {
    codeRequired: 'Saisissez le code de votre application d’authentification',
    totpFormat: 'Saisissez le code à 6 chiffres de votre application d’authentification',
    codeTooLong:
      'C’est plus long que n’importe quel code. Saisissez le code à 6 chiffres ou un code de récupération.',
    codeUsed:
      'Ce code a déjà été utilisé. Attendez le code suivant dans votre application d’authentification et saisissez-le.',
    enabled:
      'La validation en deux étapes est activée. Conservez vos codes de récupération en lieu sûr.',
    disabled: 'La validation en deux étapes est désactivée.',
    reset:
      'La validation en deux étapes a été réinitialisée et les sessions de l’utilisateur ont été fermées. Il se connecte avec son mot de passe et peut la configurer à nouveau.',
    resetNotEnabled: 'Cet utilisateur n’utilise pas la validation en deux étapes.',
    requiredForAdmins:
      'Votre établissement impose la validation en deux étapes aux administrateurs : elle ne peut pas être désactivée.',
  },
};
