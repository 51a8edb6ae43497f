import type { ContractTranslations } from './i18n/catalogue.js';

/** The two-factor texts in Spanish (usted), by the catalogue's keys. */
export const TWO_FACTOR_ES: Pick<ContractTranslations, 'twoFactor'> = {
  twoFactor: {
    codeRequired: 'Introduzca el código de su aplicación de autenticación',
    totpFormat: 'Introduzca el código de 6 dígitos de su aplicación de autenticación',
    codeTooLong:
      'Es más largo que cualquier código. Introduzca el código de 6 dígitos o un código de recuperación.',
    codeUsed:
      'Este código ya se ha usado. Espere al siguiente código de su aplicación de autenticación e introdúzcalo.',
    enabled:
      'La verificación en dos pasos está activada. Guarde sus códigos de recuperación en un lugar seguro.',
    disabled: 'La verificación en dos pasos está desactivada.',
    reset:
      'Se ha restablecido la verificación en dos pasos y se han cerrado sus sesiones. La persona inicia sesión con su contraseña y puede volver a configurarla.',
    resetNotEnabled: 'Este usuario no usa la verificación en dos pasos.',
    requiredForAdmins:
      'Su centro exige la verificación en dos pasos a los administradores, así que no se puede desactivar.',
  },
};
