import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { RECOVERY_EN } from './en';

export const RECOVERY_ES: Translations<typeof RECOVERY_EN> = {
  page: {
    title: 'Restaurar un centro desde una copia de seguridad',
    intro:
      'Este Rollcall es nuevo. Si su centro usaba Rollcall en otro servidor, tráigalo aquí desde un archivo de copia de seguridad: sus estudiantes, registros, configuración y cuentas.',
    notNew:
      'Esta instalación ya contiene los datos de un centro. Inicie sesión y restaure una copia desde Configuración, Copia de seguridad y restauración.',
    loading: 'Comprobando esta instalación',
  },
  form: {
    account: 'El primer administrador de esta instalación',
    accountHint:
      'La dirección de correo electrónico y la contraseña impresa cuando se inició este Rollcall por primera vez.',
    password: 'Contraseña impresa',
    passwordRequired: 'Introduzca la contraseña impresa al iniciar Rollcall por primera vez',
    fileHint:
      'Un archivo .rollcall-backup de la instalación anterior (las copias antiguas terminan en .json.gz)',
    opening: 'Abrir la copia',
    openingHint:
      'Introduzca la clave de recuperación de la instalación anterior o su frase de contraseña de copia: basta con una de las dos.',
    submit: 'Restaurar la copia',
    refused: 'La copia no se restauró',
    failed: 'No se pudo restaurar la copia de seguridad.',
    twoFactor:
      'Esta cuenta inicia sesión con un código, así que no es el primer administrador de una instalación nueva. Inicie sesión.',
  },
  done: {
    title: 'El centro está restaurado',
    signIn: 'Ir a iniciar sesión',
  },
};
