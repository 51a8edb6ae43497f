import type { ContractTranslations } from '../catalogue.js';

/** Spanish for errors, the audit log, gate devices, settings and system maintenance. */
export const ES_ADMIN: Pick<
  ContractTranslations,
  | 'auditActions'
  | 'auditEntities'
  | 'auditLog'
  | 'errors'
  | 'gate'
  | 'gateModes'
  | 'settings'
  | 'system'
  | 'validation'
> = {
  auditActions: {
    'settings.update': 'Configuración modificada',
    'user.create': 'Usuario creado',
    'user.update': 'Usuario editado',
    'user.role': 'Rol de usuario cambiado',
    'user.status': 'Estado de usuario cambiado',
    'user.delete': 'Usuario eliminado',
    'user.reset_2fa': 'Verificación en dos pasos restablecida',
    'student.create': 'Estudiante creado',
    'student.update': 'Estudiante editado',
    'student.archive': 'Estudiante archivado',
    'student.regenerate_qr': 'Código QR del estudiante regenerado',
    'student.import': 'Estudiantes importados',
    'attendance.update': 'Asistencia editada',
    'attendance.delete': 'Asistencia eliminada',
    'system.backup': 'Copia de seguridad creada',
    'system.restore': 'Copia de seguridad restaurada',
    'system.reset': 'Sistema restablecido',
    'system.maintenance': 'Modo de mantenimiento cambiado',
    'system.clear_cache': 'Caché vaciada',
    'system.retention': 'Asistencia antigua eliminada',
    'gate_device.create': 'Dispositivo de acceso añadido',
    'gate_device.new_code': 'Código de vinculación generado',
    'gate_device.remove': 'Dispositivo de acceso retirado',
  },
  auditEntities: {
    settings: 'Configuración',
    user: 'Usuario',
    student: 'Estudiante',
    attendance: 'Asistencia',
    system: 'Sistema',
    gate_device: 'Dispositivo de acceso',
  },
  auditLog: {
    title: 'Registro de auditoría',
    empty: 'Ninguna entrada de auditoría coincide con estos filtros',
    loading: 'Cargando el registro de auditoría...',
    dateRangeInvalid: 'La fecha final debe ser igual o posterior a la inicial',
  },
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
    SERVICE_UNAVAILABLE: 'El servidor se está reiniciando. Inténtelo de nuevo en un momento.',
    MAINTENANCE: 'Rollcall está en mantenimiento. Inténtelo de nuevo más tarde.',
    BACKUP_REFUSED:
      'Este archivo no es una copia de seguridad de Rollcall o está dañado. No se ha cambiado nada.',
    INTERNAL: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo.',
  },
  gate: {
    accessDenied: 'Acceso denegado: no tiene permiso para gestionar dispositivos de acceso.',
    nameRequired: 'Introduzca un nombre para el dispositivo',
    locationRequired: 'Introduzca una ubicación',
    created: 'Dispositivo de acceso creado. Vincúlelo en los próximos 15 minutos.',
    revoked: 'Dispositivo de acceso retirado. Ya no puede escanear.',
    newPairingCode: 'Nuevo código de vinculación generado. Vincule el dispositivo en 15 minutos.',
    codeRequired: 'Introduzca el código de vinculación',
    paired: 'Este dispositivo es ahora el acceso "{{name}}"',
    gateOnly: 'Un dispositivo de acceso solo puede escanear y consultar su propio recuento.',
    clientScanIdRequired: 'Cada escaneo necesita su propio identificador',
    checkedIn: 'Entrada registrada: {{name}}',
    checkedOut: 'Salida registrada: {{name}}',
    checkedOutEarly: 'Salida registrada: {{name}}. Salida anticipada (antes de las {{time}})',
    checkedOutWithoutCheckIn:
      'Salida registrada: {{name}}. Sin entrada registrada hoy: se ha avisado al personal',
    checkedOutEarlyWithoutCheckIn:
      'Salida registrada: {{name}}. Salida anticipada (antes de las {{time}}). Sin entrada registrada hoy: se ha avisado al personal',
    alreadyCheckedOut: '{{name}} ya registró su salida hoy a las {{time}}',
    alreadyCheckedOutEarlier: '{{name}} ya registró su salida hoy',
  },
  gateModes: {
    'check-in': 'Entrada',
    'check-out': 'Salida (fin de la jornada)',
  },
  settings: {
    timeInvalid: 'Escriba la hora como HH:MM (formato de 24 horas)',
    timezoneInvalid: 'Elija una zona horaria válida',
    veryLateAfterGrace: 'El umbral de «muy tarde» debe ser posterior al periodo de cortesía',
    cutoffAfterStart: 'La hora límite de ausencia debe ser posterior a la hora de entrada',
    dismissalAfterStart: 'La hora de salida debe ser posterior a la hora de entrada',
    schoolDaysRequired: 'Elija al menos un día lectivo',
    schoolNameRequired: 'El nombre del centro es obligatorio',
    chronicThresholdRange: 'Introduzca un porcentaje entre 1 y 100',
    chronicMinDaysRange: 'Introduzca un número de días lectivos entre 1 y 200',
    saved: '¡Configuración guardada!',
    academicYearLabelInvalid:
      'Escriba el curso escolar como dos años consecutivos, p. ej. 2026-2027',
    dateInvalid: 'Escriba la fecha como AAAA-MM-DD',
    academicYearOrder: 'El curso escolar debe terminar después de empezar',
    academicYearTooLong: 'Un curso escolar dura como máximo un año',
    termNameRequired: 'El nombre del trimestre es obligatorio',
    termOrder: 'Un trimestre debe terminar después de empezar',
    termOutsideYear: 'Un trimestre debe estar dentro del curso escolar',
    termsOverlap: 'Los trimestres no pueden solaparse',
    termsTooMany: 'Añada como máximo 12 trimestres',
    languageInvalid: 'Elija inglés, español o francés',
    senderNameTooLong: 'El nombre del remitente puede tener como máximo 80 caracteres',
    templateRequired: 'La plantilla del mensaje no puede estar vacía',
    unknownPlaceholder: 'Marcador desconocido {{unknown}}. Use {{known}}',
    subjectTooLong: 'El asunto puede tener como máximo 200 caracteres',
    emailBodyTooLong: 'El mensaje puede tener como máximo 5000 caracteres',
    smsTooLong: 'El texto del SMS puede tener como máximo 480 caracteres',
    smsLongerThanTwoParts:
      'Este SMS ocupa más de dos partes; la mayoría de los proveedores cobran cada parte.',
    smsLongerThanTwoPartsWithAccents:
      'Con un nombre con tilde, este SMS ocupa más de dos partes; la mayoría de los proveedores cobran cada parte.',
    sessionLengthRange: 'Introduzca un número de días entre 1 y 90',
    retentionRange: 'Introduzca un número de cursos escolares entre 1 y 50',
    backupsKeptRange: 'Conserve entre 1 y 90 copias de seguridad',
    trendWindowRange: 'Introduzca un número de días entre 7 y 365',
    gracePeriodRange: 'Introduzca un número de minutos entre 0 y 120',
    veryLateRange: 'Introduzca un número de minutos entre 1 y 240',
    logoRemoved: 'Logotipo del centro eliminado',
    logoSaved: 'Logotipo del centro guardado',
    logoLinkInvalid: 'Este enlace del logotipo no es válido.',
    logoLinkExpired: 'Este enlace del logotipo ha caducado. Vuelva a cargar la página.',
  },
  system: {
    maintenanceDefault: 'Rollcall está en mantenimiento. Inténtelo de nuevo más tarde.',
    maintenanceOn:
      'El modo de mantenimiento está activado: solo los administradores pueden iniciar sesión.',
    maintenanceOff: 'El modo de mantenimiento está desactivado.',
    maintenanceMessageTooLong: 'El mensaje puede tener como máximo 300 caracteres',
    passwordRequired: 'Introduzca su contraseña para confirmar',
    passwordWrong: 'Su contraseña no es correcta',
    schoolNameMismatch: 'Escriba el nombre del centro exactamente como aparece',
    backupRequired: 'Elija el archivo de copia de seguridad que desea restaurar',
    backupCorrupt:
      'Este archivo no es una copia de seguridad de Rollcall o está dañado. No se ha cambiado nada.',
    backupTampered:
      'Esta copia de seguridad se ha modificado desde que se creó (su suma de comprobación o su firma no coinciden). No se ha cambiado nada.',
    backupForeign:
      'Esta copia de seguridad se creó en otra instalación de Rollcall y no se puede verificar aquí. No se ha cambiado nada.',
    backupNewer:
      'Esta copia de seguridad se creó con una versión más reciente de Rollcall. Actualice Rollcall antes de restaurarla. No se ha cambiado nada.',
    backupNotApplied: 'No se pudo aplicar la copia de seguridad. No se ha cambiado nada.',
    restoredSignedOut:
      'Copia de seguridad restaurada. Se ha cerrado la sesión de todos, también la suya: vuelva a iniciar sesión. Los dispositivos de entrada deben vincularse de nuevo, y las cuentas que solo estaban en la copia siguen desactivadas hasta que un administrador les asigne una contraseña.',
    reset:
      'Sistema restablecido: se han borrado los estudiantes, la asistencia, los avisos, los carnés y los informes.',
    cacheCleared: 'Caché vaciada.',
    cleared: {
      settings: 'Configuración e información del centro',
      maintenance: 'Estado del modo de mantenimiento',
      tokens: 'Credenciales de inicio de sesión comprobadas ({{count}})',
      formatters: 'Formatos de zona horaria ({{count}})',
    },
  },
  validation: {
    invalidInput: 'Valor no válido',
    invalidType: 'Valor no válido: se esperaba {{expected}} y se recibió {{received}}',
    invalidValue: 'Valor no válido: se esperaba {{value}}',
    invalidOption: 'Opción no válida: elija una de estas: {{options}}',
    tooSmall: 'Valor demasiado pequeño: {{subject}} debe ser {{bound}}',
    tooSmallSize: 'Demasiado corto: {{subject}} debe tener {{bound}}',
    tooBig: 'Valor demasiado grande: {{subject}} debe ser {{bound}}',
    tooBigSize: 'Demasiado largo: {{subject}} debe tener {{bound}}',
    unrecognizedKey: 'Campo no reconocido: {{key}}',
    unrecognizedKeys: 'Campos no reconocidos: {{keys}}',
    invalidDate: 'Fecha no válida (use aaaa-mm-dd)',
    invalidDateTime: 'Fecha y hora no válidas',
    invalidUuid: 'Identificador no válido',
    invalidEmail: 'Correo electrónico no válido',
    invalidUrl: 'Dirección web no válida',
  },
};
