import type { ContractTranslations } from '../i18n/catalogue.js';

/** Guardian nudges and letters in Spanish (usted), by the catalogue's keys. */
export const OUTREACH_ES: Pick<ContractTranslations, 'outreach'> = {
  outreach: {
    templates: {
      nudgeEmailSubject: 'La asistencia de {studentName} en lo que va de curso',
      nudgeEmailBody: [
        'Estimado/a {guardianName}:',
        '',
        'En lo que va de curso, {studentName} ha faltado {absentDays}. {comparison}',
        '',
        'Cada día de clase cuenta. Si algo le dificulta a {studentName} venir a la escuela, no dude en decírnoslo: le ayudaremos con gusto.',
        '',
        'Atentamente,',
        '{schoolName}',
      ].join('\n'),
      nudgeSms:
        '{schoolName}: {studentName} ha faltado {absentDays} en este curso. {comparison} Cada dia cuenta.',
      letterNudge: [
        'Estimado/a {guardianName}:',
        '',
        'Le escribimos para informarle de la asistencia de {studentName}. En lo que va de curso, {studentName} ha faltado {absentDays}. {comparison}',
        '',
        'Cada día de clase cuenta. Si algo le dificulta a {studentName} venir a la escuela, comuníquese con nosotros: le ayudaremos con gusto.',
      ].join('\n'),
      letterConsecutiveAbsences: [
        'Estimado/a {guardianName}:',
        '',
        '{studentName} ha faltado los últimos {consecutiveDays} seguidos, y {absentDays} en lo que va de curso. {comparison}',
        '',
        'Le rogamos que se comunique con la escuela lo antes posible, para que juntos ayudemos a {studentName} a volver a clase.',
      ].join('\n'),
      letterChronicAbsence: [
        'Estimado/a {guardianName}:',
        '',
        'En lo que va de curso, {studentName} ha faltado {absentDays}, el {absentRate} de los días lectivos. Un estudiante que falta uno de cada diez días o más corre el riesgo de quedarse atrás. {comparison}',
        '',
        'Nos gustaría reunirnos con usted para ver cómo podemos ayudar. Comuníquese con la escuela para acordar una cita.',
      ].join('\n'),
    },
    comparedMore: 'Es más que un estudiante típico de {{schoolName}}, que ha faltado {{typical}}.',
    comparedFewer:
      'Es menos que un estudiante típico de {{schoolName}}, que ha faltado {{typical}}.',
    comparedSame: 'Es más o menos lo mismo que un estudiante típico de {{schoolName}}.',
    dayOne: '{{count}} día',
    dayMany: '{{count}} días',
    letterTitles: {
      nudge: 'La asistencia de {{studentName}} en este curso',
      'consecutive-absences': 'Las ausencias de {{studentName}}',
      'chronic-absence': 'La asistencia de {{studentName}}: nos gustaría reunirnos',
    },
    letterKinds: {
      nudge: 'Aviso de asistencia',
      'consecutive-absences': 'Aviso de ausencias seguidas',
      'chronic-absence': 'Aviso de absentismo crónico',
    },
    letterFigures: 'Asistencia en este curso',
    letterAbsentDays: 'Días de ausencia hasta ahora',
    letterSchoolDays: 'Días lectivos hasta ahora',
    letterTypical: 'Un estudiante típico de {{schoolName}}',
    letterSignature: 'Director/a',
    letterFileTitle: 'Cartas a las familias — {{kind}}',
    nudgesSent: 'Avisos enviados a las familias de {{count}} estudiantes',
    nudgesDryRun: 'Las familias de {{count}} estudiantes recibirían un aviso',
    channelsOff:
      'El correo electrónico y los SMS están desactivados en Configuración del sistema → Notificaciones: no se enviaría ningún aviso.',
    lettersQueued: 'Se están preparando las cartas.',
    lettersNone: 'Ningún estudiante de esta selección tiene motivo para una carta de este tipo.',
    lettersNeedQueue:
      'Las cartas se preparan en segundo plano, que no está en marcha en este servidor.',
    letterFailedUnexpectedly: 'No se pudieron preparar las cartas. Inténtelo de nuevo.',
    letterInterrupted: 'La preparación de las cartas se interrumpió tres veces y no se completó.',
    letterKindInvalid: 'Elija el tipo de carta: aviso, ausencias seguidas o absentismo crónico',
    letterScopeRequired: 'Elija una clase o los estudiantes a los que van dirigidas las cartas',
    letterSectionNeedsClass: 'Elija la clase de esta sección',
    linkInvalid: 'Este enlace de descarga no es válido.',
    linkExpired:
      'Este enlace de descarga ha caducado. Vuelva a abrir las cartas para obtener otro.',
    nudgeDayRange: 'Elija un día del mes entre 1 y 28',
    nudgeScheduleMonthly:
      'El día {{day}} de cada mes, por la tarde, las familias de los estudiantes con ausencias en este curso reciben un aviso.',
    nudgeScheduleOff: 'Los avisos solo se envían cuando un administrador los manda.',
  },
};
