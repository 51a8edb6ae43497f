import type { ContractTranslations } from './i18n/catalogue.js';

/** The auth texts in Spanish (usted), by the catalogue's keys. */
export const AUTH_ES: Pick<ContractTranslations, 'auth'> = {
  auth: {
    welcome: 'Bienvenido/a de nuevo',
    subtitle: 'Inicie sesión en su panel de administración',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    currentPasswordRequired: 'La contraseña actual es obligatoria',
    loginFailed: 'No se pudo iniciar sesión',
    networkError: 'Error de red. Compruebe su conexión a internet e inténtelo de nuevo.',
    unexpected: 'Se ha producido un error inesperado. Inténtelo de nuevo.',
    profileUpdated: '¡Perfil actualizado!',
    passwordChanged: 'Contraseña cambiada. Vuelva a iniciar sesión.',
    loggedOut: 'Sesión cerrada',
    bioTooLong: 'La biografía puede tener como máximo 500 caracteres',
    crossOriginRefused:
      'Esta solicitud procede de otro sitio web y se ha rechazado. Vuelva a iniciar sesión desde la aplicación.',
  },
};
