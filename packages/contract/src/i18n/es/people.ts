import type { ContractTranslations } from '../catalogue.js';

/** Spanish for students, attendance, absentees, users and accounts. */
export const ES_PEOPLE: Pick<
  ContractTranslations,
  | 'absentee'
  | 'attendance'
  | 'attendanceCsv'
  | 'auth'
  | 'common'
  | 'languages'
  | 'media'
  | 'ownAccount'
  | 'roles'
  | 'students'
  | 'text'
  | 'twoFactor'
  | 'users'
> = {
  absentee: {
    heading: 'Gestión de ausencias',
    intro: 'Avisos automáticos a los tutores legales de los estudiantes ausentes',
    noAbsentees: '¡Buenas noticias! No hay estudiantes ausentes en esta fecha.',
    customMessageHelp:
      'Si lo escribe, se enviará este mensaje en lugar del aviso de ausencia predeterminado.',
    selectStudents: 'Seleccione los estudiantes a los que avisar',
    testEmailRequired: 'Indique un correo electrónico de prueba',
    testEmailInvalid: 'Introduzca un correo electrónico válido',
    testPhoneInvalid: 'Introduzca el teléfono con el prefijo del país, p. ej. +15550102000',
    manualCheckTodayOnly: 'La comprobación manual solo puede hacerse para el día de hoy.',
    manualCheckDone: 'Comprobación manual de ausencias completada',
    notificationsSent: 'Estudiantes avisados: {{count}}',
    testSent: 'Avisos de prueba enviados',
    testFailed: 'No se pudieron enviar los avisos de prueba',
    testSentToOutbox:
      'Avisos de prueba enviados a la bandeja de salida (no hay ningún proveedor de correo electrónico ni de SMS configurado)',
    testEmailFailed: 'No se pudieron enviar los avisos de prueba. Correo electrónico: {{reason}}',
    testSmsFailed: 'No se pudieron enviar los avisos de prueba. SMS: {{reason}}',
    testBothFailed:
      'No se pudieron enviar los avisos de prueba. Correo electrónico: {{emailReason}}; SMS: {{smsReason}}',
    testSubject: 'Mensaje de prueba de Rollcall',
    testBody:
      'Este es un mensaje de prueba del sistema de asistencia Rollcall de {{schoolName}}. Si lo ha recibido, los avisos a los tutores legales le llegan.',
    loadFailed: 'No se pudieron cargar los estudiantes ausentes',
    sendFailed: 'No se pudieron enviar los avisos',
    manualCheckFailed: 'No se pudo hacer la comprobación manual',
    notSchoolDay: 'Hoy no es día lectivo: no se espera a nadie, así que no se avisa a nadie.',
    channelsOff:
      'El correo electrónico y los SMS están desactivados en Configuración del sistema → Notificaciones: no se enviaría ningún mensaje.',
    messagingOff: 'El envío de avisos a los tutores legales no está en marcha en este servidor.',
    schedule:
      'Cada día lectivo ({{days}}, salvo festivos) a las {{time}}, se avisa por correo electrónico y SMS a los tutores legales de los estudiantes que no han registrado su entrada.',
    mondayToFriday: 'de lunes a viernes',
  },
  attendance: {
    qrRequired: 'Introduzca un código QR',
    recorded: 'Asistencia registrada para {{name}}',
    scanRecorded: 'Asistencia registrada',
    alreadyCheckedIn: '{{name}} ya registró su entrada hoy a las {{time}}',
    alreadyCheckedInEarlier: '{{name}} ya registró su entrada hoy',
    unknownCode: 'Ningún estudiante coincide con este código QR o número de estudiante',
    forgedCode:
      'Este código QR no es válido. Puede que se haya modificado o generado fuera de Rollcall.',
    supersededCode: 'Este código QR ha sido sustituido. Use el nuevo carné escolar del estudiante.',
    archivedStudent: 'Este estudiante ya no está matriculado.',
    inactiveStudent: 'Este estudiante está inactivo y no puede registrar su entrada.',
    notFound: 'Registro de asistencia no encontrado',
    reasonRequired: 'Indique un motivo',
    updated: 'Registro de asistencia actualizado',
    deleted: 'Registro de asistencia eliminado',
    manualRecorded: 'Asistencia registrada',
    manualDateInFuture: 'No se puede registrar la asistencia de una fecha futura.',
    manualDateBeforeSchoolYear:
      'Solo se puede registrar la asistencia de fechas de este curso escolar (desde el {{start}}).',
    scanFailed: 'No se pudo procesar el código QR. Inténtelo de nuevo.',
    noRecentActivity: 'Sin actividad reciente hoy',
    noRecordsToday: 'Hoy no hay registros de asistencia',
    listEmpty: 'No hay registros de asistencia con los filtros seleccionados.',
    listLoading: 'Cargando registros de asistencia...',
    fetchFailed: 'No se pudieron obtener los datos de asistencia',
    dateRangeInvalid: 'La fecha final debe ser igual o posterior a la inicial',
  },
  attendanceCsv: {
    sheetName: 'Asistencia',
    statuses: { present: 'Presente', late: 'Tarde', absent: 'Ausente' },
    timeWindows: { on_time: 'puntual', late: 'tarde', very_late: 'muy tarde' },
    notApplicable: 'N/D',
    unknownStudent: 'Estudiante desconocido',
    onTime: 'Puntual',
    minutesLate: '+{{minutes}} min',
    checkOutEarly: '{{time}} (anticipada)',
  },
  auth: {
    welcome: 'Bienvenido/a de nuevo',
    subtitle: 'Inicie sesión en su panel de administración',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    passwordRequired: 'La contraseña es obligatoria',
    currentPasswordRequired: 'La contraseña actual es obligatoria',
    loginFailed: 'No se pudo iniciar sesión',
    networkError: 'Error de red. Compruebe su conexión a internet e inténtelo de nuevo.',
    unexpected: 'Se ha producido un error inesperado. Inténtelo de nuevo.',
    profileUpdated: '¡Perfil actualizado!',
    passwordChanged: 'Contraseña cambiada. Vuelva a iniciar sesión.',
    loggedOut: 'Sesión cerrada',
    bioTooLong: 'La biografía puede tener como máximo 500 caracteres',
  },
  common: {
    notValidId: 'El identificador no es válido',
    dateFormat: 'Escriba la fecha como aaaa-mm-dd',
    dateTimeFormat: 'Escriba una fecha y hora (ISO 8601)',
    dateOrTimestamp: 'Escriba la fecha como aaaa-mm-dd o como marca de tiempo ISO',
    tooLong: 'Máximo {{max}} caracteres',
    codeTooLong: 'Este código es demasiado largo para ser un código QR de Rollcall',
    scanCard: 'Escanee un carné',
    fileHasNoRows: 'El archivo no tiene filas',
    tooManyRows: 'Como máximo {{max}} filas a la vez',
    tooManyAttempts: 'Demasiados intentos. Espere {{seconds}} segundos y vuelva a intentarlo.',
    tooManyAttemptsMinutes:
      'Demasiados intentos. Espere {{minutes}} minutos y vuelva a intentarlo.',
    nameTooLong: 'El nombre puede tener como máximo 100 caracteres',
    departmentTooLong: 'El departamento puede tener como máximo 100 caracteres',
    noSuchEndpoint: 'No existe esta dirección de la API: {{method}} {{path}}',
  },
  languages: {
    en: 'Inglés',
    es: 'Español',
    fr: 'Francés',
  },
  media: {
    fileRequired: 'Elija un archivo de imagen.',
    wrongType: 'Solo se admiten imágenes JPEG, PNG o WebP.',
    tooLarge: 'La imagen no puede superar los 5 MB.',
    unreadable: 'No se pudo leer el archivo como imagen.',
  },
  ownAccount: {
    cannotDelete: 'No puede eliminar su propia cuenta.',
    cannotDeactivate: 'No puede desactivar su propia cuenta.',
    cannotResetOwnTwoFactor:
      'No puede restablecer su propia verificación en dos pasos. Desactívela en su perfil con su contraseña y un código.',
    sessionNotFound: 'Sesión no encontrada',
    sessionSignedOut: 'Sesión cerrada',
  },
  roles: {
    admin: 'Administrador/a',
    teacher: 'Docente',
  },
  students: {
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'Los apellidos son obligatorios',
    studentIdRequired: 'El número de estudiante es obligatorio',
    studentIdInvalid:
      'El número de estudiante solo puede contener letras, dígitos, guiones y guiones bajos',
    studentIdTaken: 'Ese número de estudiante ya existe',
    studentIdImmutable: 'El número de estudiante no se puede cambiar',
    classRequired: 'La clase es obligatoria',
    emailInvalid: 'Introduzca un correo electrónico válido',
    phoneInvalid: 'Introduzca un número de teléfono válido',
    guardianNameRequired: 'El nombre del tutor legal es obligatorio',
    guardianPhoneRequired: 'El teléfono del tutor legal es obligatorio',
    guardianPhoneInvalid: 'Introduzca un teléfono válido para el tutor legal',
    guardianEmailInvalid: 'Introduzca un correo electrónico válido para el tutor legal',
    guardianLanguageInvalid: 'Elija inglés, español o francés',
    notesTooLong: 'Las notas pueden tener como máximo 500 caracteres',
    dateInvalid: 'Introduzca una fecha válida',
    deleteConfirm: '¿Seguro que desea eliminar este estudiante?',
    notFound: 'Estudiante no encontrado',
    created: '¡Estudiante creado!',
    updated: '¡Estudiante actualizado!',
    deleted: '¡Estudiante eliminado!',
    qrRegenerated: 'Código QR regenerado. Los carnés impresos antes ya no se pueden escanear.',
    photoUploaded: '¡Foto subida!',
    emptyTitle: 'No hay estudiantes',
    emptyText: 'Empiece por dar de alta un nuevo estudiante.',
    duplicateInFile: 'El número de estudiante aparece más de una vez en este archivo',
    duplicateInFileRow:
      'El número de estudiante aparece más de una vez en este archivo (fila {{row}})',
  },
  text: {
    unstorableCharacter:
      'Este texto contiene un carácter que no se puede guardar (un NUL o un emoji dañado). Vuelva a escribirlo.',
  },
  twoFactor: {
    codeRequired: 'Introduzca el código de su aplicación de autenticación',
    totpFormat: 'Introduzca el código de 6 dígitos de su aplicación de autenticación',
    codeTooLong:
      'Es más largo que cualquier código. Introduzca el código de 6 dígitos o un código de recuperación.',
    passwordRequired: 'La contraseña es obligatoria',
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
  users: {
    nameRequired: 'El nombre es obligatorio',
    nameTooShort: 'El nombre debe tener al menos 2 caracteres',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Introduzca un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordTooLong: 'La contraseña puede tener como máximo 128 caracteres',
    passwordWeak: 'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    phoneInvalid: 'Introduzca un número de teléfono válido',
    created: '¡Usuario creado!',
    updated: '¡Usuario actualizado!',
    deleted: '¡Usuario eliminado!',
    statusUpdated: '¡Estado del usuario actualizado!',
    accessDenied: 'Acceso denegado: no tiene permiso para gestionar usuarios.',
    loading: 'Cargando usuarios...',
    empty: 'No se encontraron usuarios',
  },
};
