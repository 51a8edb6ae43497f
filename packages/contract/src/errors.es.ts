import type { ContractTranslations } from './i18n/catalogue.js';

/** The errors texts in Spanish (usted), by the catalogue's keys. */
export const ERRORS_ES: Pick<ContractTranslations, 'errors' | 'ownAccount'> = {
  errors: {
    VALIDATION_FAILED: 'Algunos campos no son válidos. Revíselos e inténtelo de nuevo.',
    MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido.',
    UNAUTHENTICATED: 'Inicie sesión para continuar.',
    INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos.',
    ACCOUNT_INACTIVE: 'Esta cuenta está desactivada. Póngase en contacto con un administrador.',
    INVALID_REFRESH_TOKEN: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    WRONG_CURRENT_PASSWORD: 'La contraseña actual no es correcta.',
    FORBIDDEN: 'No tiene permiso para hacer esto.',
    NOT_FOUND: 'No encontrado.',
    USER_NOT_FOUND: 'Usuario no encontrado',
    EMAIL_TAKEN: 'Ya existe un usuario con este correo electrónico.',
    STUDENT_NOT_FOUND: 'Estudiante no encontrado',
    STUDENT_NOT_ARCHIVED: 'Archive al estudiante antes de borrar sus datos.',
    STUDENT_ID_TAKEN: 'Ese número de estudiante ya existe',
    QR_INVALID:
      'Este código QR no es válido. Puede que se haya modificado o generado fuera de Rollcall.',
    QR_SUPERSEDED: 'Este código QR ha sido sustituido. Use el nuevo carné escolar del estudiante.',
    STUDENT_UNAVAILABLE: 'Este estudiante no puede registrar su entrada.',
    ALREADY_CHECKED_IN: 'Este estudiante ya registró su entrada hoy.',
    ATTENDANCE_NOT_FOUND: 'Registro de asistencia no encontrado',
    CANNOT_CHANGE_OWN_ACCOUNT: 'No puede modificar su propia cuenta de esta forma.',
    LAST_ADMIN: 'No se puede eliminar, desactivar ni degradar al último administrador activo.',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
    MALFORMED_REQUEST: 'No se pudo leer la solicitud (dirección o cabecera mal formada).',
    MALFORMED_UPLOAD:
      'La subida se interrumpió o no es una subida de archivo válida. Inténtelo de nuevo.',
    REQUEST_TIMEOUT: 'La solicitud tardó demasiado en llegar.',
    URI_TOO_LONG: 'La dirección es demasiado larga.',
    HEADERS_TOO_LARGE: 'La dirección o las cabeceras de la solicitud son demasiado grandes.',
    UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no es compatible.',
    RATE_LIMITED: 'Demasiados intentos. Espere un minuto e inténtelo de nuevo.',
    DELIVERY_FAILED: 'El proveedor de mensajería rechazó el mensaje.',
    REPORT_NOT_FOUND: 'Informe no encontrado',
    REPORT_NOT_READY: 'Este informe aún no está listo.',
    ID_CARD_NOT_FOUND: 'Carné escolar no encontrado',
    ID_CARD_REVOKED: 'Este carné ya ha sido revocado.',
    BATCH_NOT_FOUND: 'No hay ningún lote. Genere primero los carnés.',
    BATCH_NOT_READY: 'Este lote aún no está listo.',
    BATCH_EMPTY: 'No hay estudiantes en la clase seleccionada',
    LINK_INVALID:
      'Este enlace de descarga no es válido. Vuelva a abrir el informe desde Informes recientes para obtener un enlace nuevo.',
    LINK_EXPIRED:
      'Este enlace de descarga ha caducado. Vuelva a abrir el informe desde Informes recientes para obtener un enlace nuevo.',
    LINK_SIGNED_OUT:
      'Este enlace de descarga dejó de funcionar cuando la persona que lo pidió cerró la sesión o perdió el acceso. Inicie sesión y ábralo de nuevo en Rollcall.',
    GATE_DEVICE_NOT_FOUND: 'Dispositivo de acceso no encontrado',
    PAIRING_INVALID:
      'Este código de vinculación no es válido o ha caducado. Pida uno nuevo a un administrador.',
    GATE_DEVICE_REVOKED:
      'Un administrador ha retirado este dispositivo de acceso. Vuelva a vincularlo para escanear.',
    SCAN_DAY_CLOSED:
      'Este escaneo se hizo un día anterior, que ya está cerrado. Regístrelo a mano si es necesario.',
    SCAN_IN_FUTURE: 'Este escaneo tiene una fecha futura. Compruebe el reloj del dispositivo.',
    SCAN_ID_TAKEN: 'Otro dispositivo ya usó este identificador de escaneo.',
    INVALID_TWO_FACTOR_CODE:
      'El código no es correcto. Introduzca el código actual de su aplicación de autenticación o un código de recuperación.',
    WRONG_TWO_FACTOR_CODE:
      'El código no es correcto. Introduzca el código actual de su aplicación de autenticación.',
    TWO_FACTOR_CHALLENGE_EXPIRED:
      'El inicio de sesión tardó demasiado o ya se completó. Vuelva a introducir su correo electrónico y contraseña.',
    TWO_FACTOR_ALREADY_ENABLED: 'La verificación en dos pasos ya está activada en esta cuenta.',
    TWO_FACTOR_NOT_ENABLED: 'La verificación en dos pasos no está activada en esta cuenta.',
    TWO_FACTOR_SETUP_NOT_STARTED:
      'No hay ninguna configuración de verificación en dos pasos en curso. Empiece de nuevo con Activar 2FA.',
    TWO_FACTOR_SETUP_REQUIRED:
      'Su centro exige la verificación en dos pasos a los administradores. Configúrela en su perfil para continuar.',
    PASSWORD_CHANGE_REQUIRED:
      'Su contraseña se generó al instalar Rollcall. Elija su propia contraseña para continuar.',
    CONFIRMATION_REQUIRED:
      'Por su seguridad, confirme que es usted: vuelva a introducir su contraseña para continuar.',
    SERVICE_UNAVAILABLE: 'El servidor se está reiniciando. Inténtelo de nuevo en un momento.',
    MAINTENANCE: 'Rollcall está en mantenimiento. Inténtelo de nuevo más tarde.',
    BACKUP_REFUSED:
      'Este archivo no es una copia de seguridad de Rollcall o está dañado. No se ha cambiado nada.',
    CASE_NOT_FOUND: 'Caso no encontrado',
    ASSIGNEE_NOT_STAFF: 'Asigne el caso a un miembro activo del personal',
    SCHOOL_FORBIDDEN: 'Usted no trabaja en esta escuela.',
    SCHOOL_REQUIRED: 'Elija primero una escuela: usted trabaja en más de una.',
    SCHOOL_NOT_FOUND: 'Escuela no encontrada',
    SCHOOL_CODE_TAKEN: 'Otra escuela del distrito tiene este código',
    CARD_OTHER_SCHOOL: 'Esta tarjeta es de otra escuela del distrito',
    INTERNAL: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo.',
  },
  ownAccount: {
    cannotDelete: 'No puede eliminar su propia cuenta.',
    cannotDeactivate: 'No puede desactivar su propia cuenta.',
    cannotResetOwnTwoFactor:
      'No puede restablecer su propia verificación en dos pasos. Desactívela en su perfil con su contraseña y un código.',
    sessionNotFound: 'Sesión no encontrada',
    sessionSignedOut: 'Sesión cerrada',
  },
};
