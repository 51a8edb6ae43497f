import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { AUTH_EN } from './en';

export const AUTH_ES: Translations<typeof AUTH_EN> = {
  login: {
    documentTitle: 'Iniciar sesión',
    loadingSession: 'Cargando su sesión',
    email: 'Correo electrónico',
    emailPlaceholder: 'usted@escuela.edu',
    restoreHint:
      '¿Una instalación nueva? Recupere su centro desde una copia de seguridad del servidor anterior.',
    restore: 'Restaurar desde una copia de seguridad',
  },
  twoFactor: {
    appHelp: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    recoveryHelp:
      'Introduzca uno de los códigos de recuperación que guardó al activar la verificación en dos pasos. Cada código solo sirve una vez.',
    useRecovery: 'Usar un código de recuperación',
    useApp: 'Usar la aplicación de autenticación',
    back: 'Volver al inicio de sesión',
    appCode: 'Código de verificación',
    recoveryCode: 'Código de recuperación',
    verify: 'Verificar',
    verifying: 'Verificando...',
  },
  firstPassword: {
    title: 'Elija su propia contraseña',
    intro:
      'La contraseña con la que ha iniciado sesión se generó al instalar Rollcall, y cualquiera que la haya visto podría usarla. Elija su propia contraseña para continuar.',
  },
  setup: {
    title: 'Configure la verificación en dos pasos',
    intro:
      'Su centro exige que los administradores inicien sesión con la contraseña y, además, con un código de una aplicación de autenticación. Configúrela para continuar.',
  },
};
