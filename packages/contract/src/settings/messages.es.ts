import type { ContractTranslations } from '../i18n/catalogue.js';

/** The settings texts in Spanish (usted), by the catalogue's keys. */
export const SETTINGS_ES: Pick<ContractTranslations, 'settings'> = {
  settings: {
    timeInvalid: 'Escriba la hora como HH:MM (formato de 24 horas)',
    timezoneInvalid: 'Elija una zona horaria válida',
    veryLateAfterGrace: 'El umbral de «muy tarde» debe ser posterior al periodo de cortesía',
    cutoffAfterStart: 'La hora límite de ausencia debe ser posterior a la hora de entrada',
    dismissalAfterStart: 'La hora de salida debe ser posterior a la hora de entrada',
    schoolDaysRequired: 'Elija al menos un día lectivo',
    schoolNameRequired: 'El nombre del centro es obligatorio',
    passwordMinLengthRange: 'Introduzca un número de caracteres entre 6 y 64',
    daysInYearRange: 'Introduzca un número de días entre 1 y 365',
    websiteInvalid: 'Introduzca una dirección web que empiece por http:// o https://',
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
    studentRetentionRange:
      'Introduzca un número de años entre 1 y 50, o déjelo vacío para conservar a los estudiantes archivados',
    backupsKeptRange: 'Conserve entre 1 y 90 copias de seguridad',
    rosterHoldPercentRange: 'Elija una proporción de 1 a 100 por ciento',
    districtOnly:
      'Solo un administrador del distrito puede cambiar los ajustes del distrito: el inicio de sesión y la seguridad, los códigos de la entrada, las copias de seguridad, la conservación y la retención de listas',
    trendWindowRange: 'Introduzca un número de días entre 7 y 365',
    gracePeriodRange: 'Introduzca un número de minutos entre 0 y 120',
    veryLateRange: 'Introduzca un número de minutos entre 1 y 240',
    offsiteKindInvalid: 'Elija un bucket compatible con S3 o un directorio',
    offsiteEndpointInvalid:
      'Introduzca la dirección del servicio empezando por https:// (http:// solo para este equipo)',
    offsiteRegionInvalid: 'Introduzca la región, p. ej. us-east-1',
    offsiteBucketInvalid:
      'Introduzca el nombre del bucket: de 3 a 63 letras, cifras, puntos o guiones',
    offsitePrefixInvalid:
      'Una carpeta dentro del bucket: solo letras, cifras y / - _ ., sin empezar por /',
    offsiteAccessKeyRequired: 'Introduzca el ID de la clave de acceso',
    offsiteSecretRequired: 'Introduzca la clave de acceso secreta',
    offsitePathAbsolute: 'Introduzca la ruta completa del directorio, p. ej. /mnt/backups',
    logoRemoved: 'Logotipo del centro eliminado',
    logoSaved: 'Logotipo del centro guardado',
    logoLinkInvalid: 'Este enlace del logotipo no es válido.',
    logoLinkExpired: 'Este enlace del logotipo ha caducado. Vuelva a cargar la página.',
  },
};
