import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { SETTINGS_EN } from './en';

export const SETTINGS_ES: Translations<typeof SETTINGS_EN> = {
  screen: {
    title: 'Configuración del sistema',
    subtitle:
      'Configure el centro, la seguridad del inicio de sesión, los mensajes a los tutores legales y las reglas de asistencia.',
    category: 'Categoría',
    categories: 'Categorías de configuración',
    unsavedLabel: '{{label}} (cambios sin guardar)',
    unsaved: 'Sin guardar',
  },
  categories: {
    general: 'Configuración general',
    security: 'Seguridad y privacidad',
    notifications: 'Notificaciones',
    attendance: 'Configuración de asistencia',
    reports: 'Configuración de informes',
    backup: 'Copias de seguridad',
    maintenance: 'Mantenimiento del sistema',
    interventions: 'Intervenciones',
    apiTokens: 'Tokens de API',
    ssoProviders: 'Proveedores de inicio de sesión',
    schools: 'Escuelas',
  },
  form: {
    discard: 'Descartar cambios',
    loading: 'Cargando la configuración',
    error: 'Un problème est survenu',
    loadFailed: 'No se pudo cargar la configuración.',
    saveFailed: 'No se pudo guardar la configuración.',
  },
  schoolInfo: {
    subtitle: 'Los datos del centro. Solo los administradores pueden cambiar la configuración.',
    loading: 'Cargando los datos del centro',
    loadFailed: 'No se pudieron cargar los datos del centro.',
    title: 'Datos del centro',
    notSet: 'Sin indicar',
  },
  general: {
    description: 'Los datos del centro, su curso escolar, su zona horaria y su idioma.',
    schoolInformation: 'Datos del centro',
    regionAndLanguage: 'Región e idioma',
    defaultLanguageHint: 'Se usa con los tutores legales que no tienen un idioma indicado',
  },
  timezone: {
    description: 'Los días y las horas del centro siguen este horario',
    nothingFound: 'Ninguna zona horaria coincide',
    unitedStates: 'Estados Unidos',
    all: 'Todas las zonas horarias',
    eastern: 'Hora del Este ({{zone}})',
    central: 'Hora del Centro ({{zone}})',
    mountain: 'Hora de la Montaña ({{zone}})',
    pacific: 'Hora del Pacífico ({{zone}})',
  },
  logo: {
    saveFailed: 'No se pudo guardar el logotipo.',
    removeTitle: '¿Quitar el logotipo del centro?',
    removeText:
      'Los carnés, los informes y los correos electrónicos no mostrarán ningún logotipo hasta que suba uno.',
    remove: 'Quitar logotipo',
    removeFailed: 'No se pudo quitar el logotipo.',
    previewAlt: 'Vista previa del nuevo logotipo del centro',
    none: 'Sin logotipo',
    previewHint: 'Vista previa del nuevo logotipo: súbalo para usarlo.',
    hint: 'Aparece en los carnés, los informes y los correos electrónicos. JPEG, PNG o WebP, hasta 5 MB.',
    change: 'Cambiar logotipo',
    choose: 'Elegir logotipo',
    upload: 'Subir logotipo',
  },
  academicYear: {
    none: 'No hay ningún curso escolar definido: se considera que el curso empieza el 1 de agosto.',
    set: 'Definir el curso escolar',
    starts: 'Inicio del curso',
    ends: 'Fin del curso',
    remove: 'Quitar el curso escolar',
  },
  terms: {
    hint: 'Cada uno dentro del curso escolar y sin solaparse.',
    none: 'Todavía ninguno. Añada los trimestres o semestres en los que se divide el curso.',
    legend: 'Periodo {{number}}',
    namePlaceholder: 'Primer trimestre',
    remove: 'Quitar {{term}}',
    add: 'Añadir un periodo',
  },
  attendance: {
    description: 'Cuándo empieza la jornada, cuándo una llegada es tarde y qué días son lectivos.',
    startTimeHint: 'Los retrasos se cuentan desde esta hora',
    cutoffHint: 'A esta hora se notifican las ausencias',
    dismissalHint: 'Salir antes es una salida anticipada',
    gracePeriodHint: 'Llegar hasta estos minutos tarde cuenta como puntual',
    veryLateHint: 'Llegar más tarde de estos minutos es muy tarde',
    minutesSuffix: ' min',
    casesTitle: 'Reglas que abren casos de asistencia',
    consecutiveHint: 'Se abre un caso tras estos días lectivos seguidos de ausencia',
    latenessDaysHint: 'Se abre un caso cuando un estudiante llega tarde estos días…',
    latenessWindowHint: '…de entre estos últimos días lectivos',
    schoolDaysSuffix: ' días lectivos',
  },
  holidays: {
    description:
      'Días en que el centro está cerrado: no se espera a nadie y nadie se marca como ausente. Haga clic en un día para añadirlo o quitarlo.',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    count_one: '{{count}} festivo',
    count_other: '{{count}} festivos',
    none: 'Todavía no ha elegido ninguno.',
    remove: 'Quitar el festivo {{date}}',
  },
  notifications: {
    description:
      'Cómo se enteran los tutores legales de que su hijo o hija no ha registrado la entrada: los canales, el remitente y los mensajes.',
    emailHint: 'Los tutores legales con correo electrónico reciben el correo de ausencia.',
    smsHint: 'Los tutores legales con número de móvil reciben el SMS de ausencia.',
    senderNameHint:
      'El nombre que los tutores legales ven como remitente; si se deja vacío, el nombre del centro ({{schoolName}})',
    language: 'Idioma de los textos',
    languageHint:
      'Cada tutor legal recibe los textos en el idioma indicado en la ficha del estudiante; si no hay ninguno, en el idioma predeterminado del centro ({{language}}).',
    languageHasErrors: 'tiene errores',
    languageSmsLong: 'SMS de más de dos partes',
    builtInTexts: 'Textos de Rollcall',
    schoolTexts: 'Textos del centro',
    builtInHint:
      'Los tutores legales que leen este idioma ({{language}}) reciben la redacción propia de Rollcall. Modifique un texto para que sea el del centro.',
    schoolHint:
      'Los tutores legales que leen este idioma ({{language}}) reciben la redacción del centro.',
    useBuiltIn: 'Usar los textos de Rollcall',
    useBuiltInLabel: 'Usar los textos de Rollcall ({{language}})',
    absenceEmail: 'Correo de ausencia',
    absenceSms: 'SMS de ausencia',
  },
  template: {
    insert: 'Insertar:',
    insertLabel: 'Insertar {{placeholder}} en {{field}}',
    resetLabel: 'Volver al texto de Rollcall en {{field}}',
    reset: 'Texto de Rollcall',
  },
  preview: {
    off: 'Desactivado: no se envía',
    email: 'Vista previa del correo',
    from: 'De: {{sender}}',
    sms: 'Vista previa del SMS',
    smsParts_one:
      '{{count}} parte de SMS ({{units}} caracteres, {{encoding}}) con estos valores de ejemplo',
    smsParts_other:
      '{{count}} partes de SMS ({{units}} caracteres, {{encoding}}) con estos valores de ejemplo',
    smsPartsAccented_one:
      'Con un nombre con tilde ({{name}}): {{count}} parte de SMS ({{units}} caracteres, UCS-2)',
    smsPartsAccented_other:
      'Con un nombre con tilde ({{name}}): {{count}} partes de SMS ({{units}} caracteres, UCS-2)',
  },
  providers: {
    title: 'Proveedores de mensajería',
    description: 'Se leen del entorno del servidor al arrancar.',
    loading: 'Cargando los proveedores',
    loadFailed: 'No se pudieron cargar los proveedores.',
    email: 'Correo electrónico',
    sms: 'SMS (mediante Twilio)',
    configured: 'Configurado',
    notConfigured: 'Sin configurar',
    sendsThrough: 'Envía a través de {{destination}}.',
    theConfiguredProvider: 'el proveedor configurado',
    outbox:
      'Los mensajes se guardan en la bandeja de salida (Gestión de ausencias → Registro de envíos). Para enviarlos, defina',
    and: ' y ',
    restart: 'en el entorno del servidor y reinícielo.',
  },
  outreach: {
    description:
      'Avisos a las familias de los estudiantes con ausencias y cartas para enviar por correo: cuándo sale el aviso automático y qué dicen avisos y cartas.',
    openScreen: 'Enviar avisos o preparar cartas',
    schedule: 'Aviso mensual',
    schedules: { off: 'Desactivado', monthly: 'Mensual' },
    day: 'Día del mes',
    templates: 'Redacción de avisos y cartas',
    fields: {
      nudgeEmailSubject: 'Asunto del correo de aviso',
      nudgeEmailBody: 'Correo de aviso',
      nudgeSms: 'SMS de aviso',
      letterNudge: 'Carta: aviso de asistencia',
      letterConsecutiveAbsences: 'Carta: ausencias seguidas',
      letterChronicAbsence: 'Carta: ausentismo crónico',
    },
    preview: 'Vista previa con cifras de ejemplo',
    testTitle: 'Enviar un aviso de prueba',
    testDescription:
      'Un aviso de ejemplo (5 días de ausencia, un estudiante típico 2) por correo electrónico, y por SMS si se indica un teléfono, enviado al instante.',
  },
  testSend: {
    title: 'Enviar un mensaje de prueba',
    description:
      'Un correo de prueba, y un SMS de prueba si indica un teléfono, enviados al momento. Cada uno aparece en el Registro de envíos de Gestión de ausencias.',
    email: 'Correo electrónico de prueba',
    emailHint: 'Adónde se envía el correo de prueba',
    phone: 'Teléfono de prueba (opcional)',
    send: 'Enviar prueba',
    language: 'Se escribe en el idioma de los textos de arriba ({{language}}).',
  },
  security: {
    description:
      'Cómo inicia sesión el personal, cuánto dura una sesión y cuánto tiempo se conserva la asistencia.',
    requireTwoFactor: 'Exigir la verificación en dos pasos a los administradores',
    requireTwoFactorHint:
      'Un administrador que no la tenga deberá configurarla después de iniciar sesión.',
    gatePlainCodes: 'Aceptar números de estudiante simples en los dispositivos de acceso',
    gatePlainCodesHint:
      'Desactivado es más seguro: cualquiera puede imprimir un número de estudiante como código de barras o escribirlo, y una entrada registrada en el acceso detiene el aviso de ausencia de ese día al tutor. Así, los dispositivos de acceso solo aceptan el código QR firmado de la tarjeta; el personal puede seguir escribiendo un número en el diálogo de escaneo.',
    sessionLengthHint:
      'Días que dura una sesión sin usarse; las nuevas sesiones tendrán la nueva duración',
    daysSuffix: ' días',
    maxSessionHint:
      'Días tras iniciar sesión en que se vuelve a pedir la contraseña, aunque se use a diario',
    gateIdleHint:
      'Días sin contacto tras los que se rechaza un dispositivo de acceso hasta vincularlo de nuevo',
    passwordMinLengthHint:
      'Para las contraseñas que se elijan a partir de ahora; las más comunes se rechazan siempre',
    charactersSuffix: ' caracteres',
    retentionHint: 'Cursos escolares; déjelo vacío para conservar toda la asistencia',
    retentionOff: 'Desactivado: se conserva todo',
    schoolYearsSuffix: ' cursos',
    studentRetentionHint:
      'Años tras el archivo; una tarea nocturna borra sus datos personales. Déjelo vacío para conservar a los estudiantes archivados.',
    studentRetentionOff: 'Desactivado: conservar a los archivados',
    yearsSuffix: ' años',
    preview: {
      title: 'Quién se borraría a continuación',
      description:
        'Los estudiantes archivados que borra la próxima ejecución nocturna, con la configuración guardada.',
      label: 'Estudiantes pendientes de borrado',
      loading: 'Cargando los estudiantes pendientes',
      failed: 'No se pudieron obtener los estudiantes pendientes',
      off: 'La conservación está desactivada: los estudiantes archivados se conservan.',
      none: 'No hay nadie pendiente: ningún estudiante archivado supera los {{years}} años.',
      total_one: '{{count}} estudiante pendiente.',
      total_other: '{{count}} estudiantes pendientes.',
      eraseOn: 'Pendiente desde',
    },
  },
  reports: {
    description:
      'El periodo con el que se abren los análisis y quién cuenta como absentista crónico.',
    trendWindowHint: 'Días que muestran los análisis al abrirse',
    chronicThresholdHint: 'Ausente al menos en este porcentaje de días lectivos',
    chronicMinDaysHint: 'Solo se cuentan los estudiantes matriculados al menos estos días',
  },
  backup: {
    saved: 'Copia de seguridad guardada como {{fileName}}',
    failed: 'No se pudo hacer la copia de seguridad.',
    downloadDescription:
      'Un archivo cifrado con todas las tablas de los datos del centro: este servidor lo abre, y la clave de recuperación lo abre en otra máquina. Guárdelo en un lugar seguro: contiene datos personales.',
    download: 'Descargar copia de seguridad',
    automaticList: 'Copias automáticas en este servidor',
  },
  automaticBackups: {
    description:
      'Cada noche el servidor escribe una copia de seguridad en su carpeta de datos (DATA_DIR/backups) y conserva las más recientes.',
    embedded:
      'Este servidor usa la base de datos integrada: las copias diarias están activadas salvo que las desactive.',
    postgres:
      'Este servidor usa PostgreSQL: las copias diarias están desactivadas salvo que las active (haga también copias de la base de datos con sus propias herramientas).',
    daily: 'Copia de seguridad diaria automática',
    byDefault: 'Predeterminado. {{reason}}',
    setByAdmin: 'Definido por un administrador.',
    kept: 'Copias que se conservan',
    keptHint: 'La más antigua se elimina cuando se escribe una nueva',
    keptSuffix: ' copias',
    loading: 'Cargando las copias automáticas',
    listFailed: 'No se pudieron listar las copias automáticas.',
    none: 'Todavía no hay copias automáticas.',
    made: 'Fecha',
    size: 'Tamaño',
    kilobytes: '{{size}} KB',
    megabytes: '{{size}} MB',
  },
  offsite: {
    title: 'Copia fuera del servidor',
    description:
      'Cada copia de seguridad automática se copia también fuera de este servidor, para no perder nada si se pierde el disco o el equipo. Allí se guarda el mismo número de copias.',
    kind: 'Copiar cada copia de seguridad en',
    kinds: {
      none: 'Ningún otro sitio (solo este servidor)',
      s3: 'Un bucket compatible con S3 (AWS S3, Backblaze B2, MinIO, Wasabi)',
      directory: 'Un directorio (una carpeta de red montada)',
    },
    fields: {
      endpoint: 'Dirección del servicio',
      region: 'Región',
      bucket: 'Contenedor (bucket)',
      prefix: 'Carpeta en el bucket',
      accessKeyId: 'ID de la clave de acceso',
      secretAccessKey: 'Clave de acceso secreta',
      path: 'Directorio',
    },
    prefixHint: 'Opcional; las copias se guardan con este nombre delante',
    secretKept: 'Guardada. Déjela vacía para conservarla; nunca se muestra.',
    pathHint: 'La ruta completa en el servidor; la carpeta de red debe estar montada allí',
    statusTitle: 'Última copia de seguridad',
    lastBackup: 'En este servidor: {{fileName}}, {{time}}, {{size}}',
    status: {
      off: 'Copia fuera del servidor: no configurada.',
      pending: 'Copia fuera del servidor: aún no se ha hecho.',
      copied: 'Copia fuera del servidor: {{location}}, {{time}}',
      failed: 'Falló la copia fuera del servidor: {{location}}, {{time}}',
    },
    failedTitle: 'Falló la última copia fuera del servidor',
    retryHint:
      'Rollcall lo vuelve a intentar cada hora; se ha avisado por correo a los administradores.',
    backUpNow: 'Hacer copia ahora',
    ran: 'Copia de seguridad creada: {{fileName}}',
    ranCopyFailed:
      'La copia de seguridad se creó en este servidor, pero falló su copia fuera del servidor.',
  },
  restore: {
    replaced: {
      students: 'los estudiantes, sus fotos, códigos QR y carnés',
      attendance: 'todos los registros de asistencia y su historial de cambios',
      users:
        'los usuarios (las contraseñas, el inicio de sesión en dos pasos y el estado activo se quedan como están ahora)',
      settings:
        'toda la configuración, los mensajes a los tutores legales, los informes y los dispositivos de acceso',
    },
    title: 'Restaurar',
    description:
      'Sustituya los datos del centro por una copia de seguridad: una descargada aquí, o una hecha por otra instalación de Rollcall con su clave de recuperación.',
    form: 'Restaurar una copia de seguridad',
    refused: 'Copia de seguridad rechazada',
    file: 'Archivo de copia de seguridad',
    fileHint:
      'Un archivo .rollcall-backup de Descargar copia de seguridad (las copias antiguas terminan en .json.gz)',
    filePlaceholder: 'Elija un archivo',
    fileClear: 'Quitar el archivo elegido',
    passwordHint: 'Se le pide de nuevo porque una restauración lo sustituye todo',
    submit: 'Restaurar copia…',
    confirmTitle: '¿Sustituir todos los datos por esta copia de seguridad?',
    confirmIntro:
      'Todo lo que hay ahora en Rollcall se sustituye por el contenido de <file>{{fileName}}</file>:',
    confirmOutro:
      'Los cambios hechos desde la copia se pierden. Se cerrará la sesión de todos, también la suya, y los dispositivos de entrada deberán vincularse de nuevo. El registro de auditoría se conserva. Primero se comprueba el archivo: un archivo dañado, o uno de otra instalación sin su clave, no cambia nada.',
    confirm: 'Sustituir los datos por la copia',
    opening: 'Copia de otra instalación',
    openingHint:
      'Solo para una copia hecha por otra instalación de Rollcall. Introduzca su clave de recuperación o su frase de contraseña de copia: basta con una de las dos.',
  },
  recoveryKey: {
    title: 'Clave de recuperación',
    description:
      'Si se pierde este servidor, la clave de recuperación abre sus copias de seguridad en una máquina nueva. Guárdela lejos del servidor: impresa y bajo llave, o en un gestor de contraseñas.',
    loading: 'Cargando el estado de la clave de recuperación',
    loadFailed: 'No se pudo leer el estado de la clave de recuperación.',
    made: 'Clave creada el {{date}}',
    savedOn: 'Marcada como guardada el {{date}}',
    notSavedTitle: 'La clave de recuperación aún no está marcada como guardada',
    notSaved:
      'Sin ella, las copias de seguridad no se pueden abrir en otra máquina. Muéstrela, guárdela lejos de este servidor y pulse «Ya la he guardado».',
    show: 'Mostrar la clave de recuperación',
    hide: 'Ocultar la clave de recuperación',
    shownHint: 'Quien tenga esta clave y un archivo de copia puede leer los datos del centro.',
    copy: 'Copiar',
    copied: 'Clave de recuperación copiada',
    copyFailed: 'No se pudo copiar la clave: selecciónela y cópiela a mano.',
    print: 'Imprimir',
    printTitle: 'Clave de recuperación de Rollcall',
    printAdvice:
      'Esta clave abre las copias de seguridad del Rollcall de este centro en una máquina nueva. Guarde esta hoja en un lugar seguro, lejos del servidor.',
    printBlocked:
      'Se bloqueó la ventana de impresión: permita las ventanas emergentes de este sitio e inténtelo de nuevo.',
    markSaved: 'Ya la he guardado',
    markSavedFailed: 'No se pudo marcar la clave como guardada.',
    showFailed: 'No se pudo mostrar la clave de recuperación.',
    rotate: 'Crear una clave nueva…',
    rotateTitle: '¿Crear una clave de recuperación nueva?',
    rotateBody:
      'Las copias hechas a partir de ahora necesitarán la clave nueva. Las copias anteriores siguen necesitando la clave antigua: consérvela mientras conserve esas copias.',
    rotateConfirm: 'Crear una clave nueva',
    rotateFailed: 'No se pudo crear una clave nueva.',
    passphraseTitle: 'Frase de contraseña de copia',
    passphraseDescription:
      'Opcional: una frase que usted elige y que también abre las copias hechas a partir de ahora, en lugar de la clave de recuperación. Al menos 12 caracteres.',
    passphraseIsSet: 'Hay una frase de contraseña de copia.',
    passphraseNotSet: 'No hay ninguna frase de contraseña de copia.',
    passphrase: 'Frase nueva',
    passphraseRepeat: 'Escriba de nuevo la frase',
    passphraseMismatch: 'Las dos frases no coinciden',
    passphraseSet: 'Guardar la frase',
    passphraseChange: 'Cambiar la frase',
    passphraseClear: 'Quitar la frase',
    passphraseFailed: 'No se pudo cambiar la frase de contraseña.',
  },
  maintenance: {
    exported: 'Estudiantes exportados a {{fileName}}',
    exportFailed: 'No se pudieron exportar los estudiantes.',
    exportStudents: 'Exportar estudiantes (CSV)',
    cacheFailed: 'No se pudo vaciar la caché.',
    dataTitle: 'Datos',
    dataDescription:
      'Exporte los registros del centro en CSV o añada estudiantes desde un archivo CSV.',
    exportAttendance: 'Exportar asistencia (CSV)',
    importData: 'Importar datos',
    clearCache: 'Vaciar la caché',
    clearCacheDescription:
      'El servidor guarda en memoria la configuración y los inicios de sesión comprobados; al vaciarla, los vuelve a leer. No se pierde nada.',
    resetDescription:
      'Borra a todos los estudiantes y su asistencia, notificaciones, carnés e informes. Los usuarios y la configuración se conservan.',
    reset: 'Restablecer el sistema…',
  },
  maintenanceMode: {
    title: 'Modo de mantenimiento',
    description:
      'Úselo mientras restaura una copia de seguridad o cambia los registros del centro.',
    loading: 'Cargando el modo de mantenimiento',
    failed: 'No se pudo cambiar el modo de mantenimiento.',
    toggleHint:
      'Mientras está activado, solo los administradores pueden iniciar sesión o usar Rollcall; los demás ven el mensaje de abajo.',
    message: 'Mensaje para los demás',
    messageHint: 'Opcional, hasta {{max}} caracteres',
    save: 'Guardar el modo de mantenimiento',
  },
  reset: {
    erased: {
      students: 'todos los estudiantes, con sus fotos, códigos QR y carnés',
      attendance: 'todos los registros de asistencia',
      notifications: 'las notificaciones a los tutores legales y sus envíos diarios',
      reports: 'los informes generados',
    },
    kept: 'Los usuarios, sus contraseñas, toda la configuración, los dispositivos de acceso y el registro de auditoría se conservan.',
    failed: 'No se pudo restablecer el sistema.',
    title: 'Restablecer el sistema',
    warning: 'Esto no se puede deshacer',
    erasedIntro:
      'Se borra definitivamente (descargue antes una copia de seguridad si pudiera necesitarlo):',
    schoolNameHint: 'Escriba <name>{{schoolName}}</name> para confirmar',
    submit: 'Borrar estudiantes y registros',
  },
  maintenanceScreen: {
    documentTitle: 'En mantenimiento · Rollcall',
    reassurance:
      'Su trabajo está a salvo. Esta página vuelve a comprobarlo sola; también puede intentarlo ahora.',
    tryAgain: 'Reintentar',
  },
  schools: {
    description:
      'Las escuelas de esta instalación. Cada una tiene sus propios estudiantes, personal, ajustes y zona horaria; archivar una detiene su trabajo programado y conserva sus registros.',
    add: 'Añadir escuela',
    addTitle: 'Añadir una escuela',
    save: 'Guardar escuela',
    code: 'Código de la escuela',
    codeHelp: 'Un código corto y único en el distrito, como el número de la escuela en su SIS',
    students: 'Estudiantes matriculados',
    open: 'Abierta',
    archived: 'Archivada',
    loading: 'Cargando escuelas',
    loadFailed: 'No se pudieron cargar las escuelas',
    editSchool: 'Editar {{school}}',
    archive: 'Archivar…',
    confirmArchive: 'Archivar escuela',
    archiveSchool: 'Archivar {{school}}',
    archiveTitle: '¿Archivar {{school}}?',
    archiveConfirm:
      'Su personal dejará de trabajar en ella y su trabajo programado (comprobaciones de ausencias, mensajes) se detendrá. Sus estudiantes y registros se conservan, y puede reabrirla más tarde.',
    reopen: 'Reabrir…',
    confirmReopen: 'Reabrir escuela',
    reopenSchool: 'Reabrir {{school}}',
    reopenTitle: '¿Reabrir {{school}}?',
    reopenConfirm: 'Su trabajo programado se reanuda y su personal puede volver a tener acceso.',
    saveFailed: 'No se pudo guardar la escuela: {{reason}}',
    saveFallback: 'Error al guardar la escuela',
    statusFailed: 'No se pudo cambiar la escuela: {{reason}}',
    statusFallback: 'Error al cambiar la escuela',
  },
  apiTokens: {
    description:
      'Un script, como el que sube cada noche la exportación OneRoster de su sistema de gestión escolar, se identifica con un token en lugar de una contraseña. Un token solo alcanza sus ámbitos; cada uso queda en el registro de auditoría.',
    createTitle: 'Nuevo token de API',
    name: 'Nombre del token',
    nameHint: 'Qué es el script, para saber qué token revocar: "Lista nocturna del SIS".',
    scopes: 'Ámbitos',
    create: 'Crear token',
    createFailed: 'No se pudo crear el token.',
    newTitle: 'Token de API "{{name}}"',
    newHint:
      'Cópielo ahora y guárdelo con el script: no se volverá a mostrar. Quien lo tenga puede importar estudiantes.',
    copy: 'Copiar token',
    copied: 'Token copiado',
    listTitle: 'Tokens activos',
    none: 'Aún no hay tokens de API.',
    loading: 'Cargando los tokens de API',
    loadFailed: 'No se pudieron cargar los tokens de API.',
    lastUsed: 'Último uso',
    lifetime: 'Válido durante',
    lifetimeHint: 'Después, el script se rechaza hasta que cree un token nuevo.',
    expires: 'Caduca',
    expired: 'Caducado',
    revoke: 'Revocar token',
    revokeNamed: 'Revocar token {{name}}',
    revokeTitle: 'Revocar token de API',
    revokeConfirm:
      'Los scripts que usan "{{name}}" dejan de funcionar de inmediato. No se puede deshacer.',
    revokeFailed: 'No se pudo revocar el token.',
  },
  district: {
    everySchoolNote: 'Estos ajustes son del distrito: al guardarlos cambian en todos los centros.',
    securityNote:
      'La seguridad del inicio de sesión y el tiempo que se conservan los registros son del distrito, iguales en todas las escuelas: solo un/a administrador/a del distrito los cambia.',
    providersNote:
      'Los proveedores de correo electrónico y SMS son del distrito: un/a administrador/a del distrito los configura, para todas las escuelas.',
    maintenanceNote:
      'El modo de mantenimiento, las copias de seguridad y las cachés son del distrito: un/a administrador/a del distrito se ocupa de ellos.',
  },
  rosterHold: {
    title: 'Retención de la sincronización de la lista',
    description:
      'Una importación de la lista enviada con un token de API que archivaría estudiantes, o cambiaría los contactos de sus tutores, en más de esta proporción del centro no se aplica: espera en la pantalla de Estudiantes hasta que un administrador la confirme o la descarte, y los administradores reciben un correo. Así, una exportación defectuosa no puede archivar el centro ni enviar avisos de ausencia a quien no corresponde.',
    percent: 'La sincronización puede cambiar como máximo (% de estudiantes)',
    percentHint:
      'Nunca menos de {{min}} estudiantes. Las importaciones que usted hace en la pantalla de Estudiantes nunca se retienen.',
  },
};
