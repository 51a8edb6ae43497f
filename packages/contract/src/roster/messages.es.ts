import type { ContractTranslations } from '../i18n/catalogue.js';

/** The OneRoster import texts in Spanish (usted), by the catalogue's keys. */
export const ROSTER_ES: Pick<ContractTranslations, 'roster'> = {
  roster: {
    fileRequired: 'Elija un archivo zip de OneRoster',
    notAZip:
      'Este archivo no es un zip. Elija el zip de CSV de OneRoster que exportó su sistema de gestión escolar.',
    tooLarge:
      'Este zip ocupa más de {{max}} MB al descomprimirse, más de lo que tiene la exportación OneRoster de un centro. No se abrió.',
    fileMissing: 'El zip no contiene {{file}}',
    columnMissing: '{{file}} no tiene la columna "{{column}}"',
    rolesMissing: 'users.csv no tiene la columna "role" y el zip no contiene roles.csv',
    unreadableCsv:
      '{{file}}: un campo entre comillas que empieza en la línea {{line}} no se cierra',
    recordTooLong:
      '{{file}}: el registro que empieza en la línea {{line}} tiene más de {{max}} caracteres',
    tooManyRecords:
      '{{file}} tiene más de {{max}} filas, más de lo que tiene la exportación OneRoster de un distrito. No se importó nada.',
    nulCharacter:
      '{{file}} contiene un carácter NUL, que ningún archivo de texto tiene. Expórtelo de nuevo desde su SIS.',
    sourcedIdInvalid:
      'Este sourcedId no es válido: como máximo {{max}} caracteres, sin caracteres de control',
    noSchool: 'El zip no tiene ningún centro en orgs.csv',
    chooseSchool: 'El zip contiene varios centros. Elija cuál importar (orgSourcedId).',
    unknownSchool: 'orgs.csv no tiene ningún centro con este sourcedId',
    otherSchoolsOrg:
      'Este centro importa solo su propia organización; el distrito importa las demás',
    districtOnly: 'Solo un administrador del distrito importa todo el distrito',
    placementsInvalid: 'Cada centro del zip va a uno de los centros del distrito, o a uno nuevo',
    placedTwice: 'Dos centros del zip no pueden ir al mismo centro',
    gradeSkipped: 'El curso "{{grade}}" no es una de las clases de este centro (09 a 12)',
    noGuardian: 'No hay ningún padre, tutor o familiar vinculado (agentSourcedIds)',
    sourcedIdRepeated: 'Este sourcedId aparece más de una vez en users.csv',
    studentIdOfAnother: 'Otro estudiante ya tiene este ID de estudiante',
    heldForAdmin: 'No importado: un administrador puede ver por qué en la pantalla Estudiantes',
    pendingNotFound: 'Esta importación retenida ya se confirmó o se descartó',
    discarded: 'Se descartó la importación retenida. No se escribió nada de ella.',
    heldSubject: 'Una importación de la lista de {{school}} espera su confirmación',
    heldBody:
      'Una importación enviada con el token de API «{{token}}» archivaría o cambiaría los contactos de los tutores de {{count}} estudiantes, más de los {{limit}} que una sincronización puede cambiar por sí sola. No se cambió nada. Abra la pantalla Estudiantes para revisarla y confirmarla o descartarla.',
    heldStaffBody:
      'Una importación enviada con el token de API «{{token}}» desactivaría cuentas del personal, las quitaría del centro o las haría administradoras ({{count}} cuentas; una sincronización puede cambiar {{limit}} por sí sola y nunca crea un administrador). No se cambió nada. Abra la pantalla Estudiantes para revisarla y confirmarla o descartarla.',
    notInFile: 'No figura en esta exportación completa',
    imported:
      'Importación OneRoster terminada: {{created}} creados, {{updated}} actualizados, {{archived}} archivados.',
  },
};
