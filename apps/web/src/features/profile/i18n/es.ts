import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { PROFILE_EN } from './en';

export const PROFILE_ES: Translations<typeof PROFILE_EN> = {
  page: {
    title: 'Configuración del perfil',
    subtitle: 'Gestione sus datos personales y la seguridad de su cuenta.',
    personalInformation: 'Datos personales',
  },
  form: {
    label: 'Datos del perfil',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    roleHint: 'Solo un administrador puede cambiar los roles',
    edit: 'Editar perfil',
    updateFailed: 'No se pudo actualizar el perfil: {{reason}}',
    updateFailedFallback: 'Error al actualizar el perfil',
  },
  language: {
    description: 'El idioma de sus pantallas y de los mensajes que Rollcall le envía.',
  },
  avatar: {
    preview: 'Vista previa de la nueva foto',
    upload: 'Subir foto',
    formats: 'JPEG, PNG o WebP, hasta 5 MB.',
    uploadFailed: 'No se pudo subir la foto: {{reason}}',
  },
  security: {
    title: 'Seguridad',
    passwordDescription: 'Cambie la contraseña con la que inicia sesión.',
    twoFactorOn: 'Inicia sesión con su contraseña y un código de su aplicación de autenticación.',
    twoFactorOff:
      'Pida, además de la contraseña, un código de una aplicación de autenticación en su teléfono.',
    enable: 'Activar 2FA',
    sessions: 'Sesiones',
    sessionsDescription: 'Vea dónde tiene la sesión iniciada y cierre la de otros navegadores.',
    viewSessions: 'Ver sesiones',
    enableTitle: 'Activar la verificación en dos pasos',
    disableTitle: 'Desactivar la verificación en dos pasos',
    sessionsTitle: 'Sesiones activas',
  },
  password: {
    intro:
      'Después del cambio se cerrará su sesión y deberá iniciarla de nuevo con la nueva contraseña.',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    newHint: 'Al menos 6 caracteres, con una mayúscula, una minúscula y un número',
    confirm: 'Confirme la nueva contraseña',
    submit: 'Cambiar contraseña',
    failed: 'No se pudo cambiar la contraseña: {{reason}}',
    failedFallback: 'Error al cambiar la contraseña',
  },
  enableTwoFactor: {
    onTitle: 'La verificación en dos pasos está activada',
    onText:
      'A partir de ahora iniciará sesión con su contraseña y un código de su aplicación de autenticación. Si pierde el teléfono, inicie sesión con uno de estos códigos de recuperación.',
    savedCodes: 'Ya he guardado mis códigos',
    preparing: 'Preparando la verificación en dos pasos',
    scan: '1. Escanee este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).',
    cantScan: '¿No puede escanearlo? Introduzca esta clave en la aplicación:',
    copied: 'Copiada',
    copyKey: 'Copiar clave',
    code: '2. Introduzca el código de 6 dígitos que muestra la aplicación',
    turnOn: 'Activar 2FA',
    qr: 'Código QR para escanear con su aplicación de autenticación',
  },
  confirmIdentity: {
    title: 'Confirme que es usted',
    intro:
      'Esta acción accede a datos delicados o cambia cómo alguien inicia sesión. Vuelva a introducir su contraseña para continuar; no se le volverá a pedir durante unos minutos.',
    submit: 'Confirmar',
    failed: 'No se pudo confirmar que es usted',
  },
  disableTwoFactor: {
    intro:
      'Iniciará sesión solo con su contraseña, y se cerrará la sesión en sus otros navegadores.',
    code: 'Código de autenticación o de recuperación',
    submit: 'Desactivar 2FA',
    failed: 'No se pudo desactivar la verificación en dos pasos',
  },
  recoveryCodes: {
    list: 'Códigos de recuperación',
    copied: 'Copiados',
    copy: 'Copiar códigos',
    download: 'Descargar códigos',
    keepSafe: 'Guárdelos en un lugar seguro, lejos de su teléfono. Solo se muestran esta vez.',
    fileTitle: 'Códigos de recuperación de Rollcall para {{account}}',
    fileHint:
      'Cada código le permite iniciar sesión una vez si no puede usar su aplicación de autenticación.',
  },
  sessions: {
    loading: 'Cargando sesiones',
    loadFailed: 'No se pudieron cargar las sesiones',
    intro:
      'Estos navegadores tienen la sesión iniciada en su cuenta. Cierre la de cualquiera que no reconozca.',
    thisDevice: 'Este dispositivo',
    times: 'Inicio de sesión: {{signedIn}} · Última actividad: {{lastActive}}',
    signOut: 'Cerrar sesión',
    signOutLabel: 'Cerrar la sesión de {{device}}, iniciada el {{signedIn}}',
    signOutFailed: 'No se pudo cerrar la sesión: {{reason}}',
    networkError: 'Error de red',
    unknownDevice: 'Dispositivo desconocido',
    unknownBrowser: 'Navegador desconocido',
    browserOnSystem: '{{browser}} en {{system}}',
  },
};
