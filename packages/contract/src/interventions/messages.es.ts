import type { ContractTranslations } from '../i18n/catalogue.js';

/** The interventions texts in Spanish (usted), by the catalogue's keys. */
export const INTERVENTIONS_ES: Pick<
  ContractTranslations,
  'interventions' | 'interventionRules' | 'caseStatuses' | 'caseTiers' | 'caseActions'
> = {
  interventions: {
    statusInvalid: 'Elija abierto, en seguimiento o cerrado',
    tierInvalid: 'Elija el nivel 1, 2 o 3',
    nothingToChange: 'Cambie el estado, el nivel o la persona asignada',
    noteRequired: 'Escriba lo que ocurrió o lo que se acordó',
    noteTooLong: 'La nota debe tener como máximo {{max}} caracteres',
    actionInvalid: 'Elija llamada, reunión, carta, visita al hogar u otra',
    alreadyOpen:
      'Este estudiante ya tiene un caso abierto por esta regla. Dé seguimiento a ese caso.',
    letterNote: 'Carta a los tutores preparada para imprimir: {{kind}}',
    caseUpdated: 'Caso actualizado',
    noteAdded: 'Nota añadida',
    checked:
      'Reglas revisadas hasta el {{date}}. Casos nuevos: {{opened}}. Ya abiertos: {{stillOpen}}.',
    consecutiveRange: 'Ingrese un número de días lectivos de 2 a 30',
    latenessDaysRange: 'Ingrese un número de días de 2 a 60',
    latenessWindowRange: 'Ingrese un número de días lectivos de 5 a 180',
    latenessWindowTooShort:
      'El periodo debe tener al menos tantos días lectivos como días de retraso',
    digestSubject: 'Casos de asistencia nuevos en {{school}}: {{count}}',
    digestIntro:
      'Estos casos de asistencia se abrieron el {{date}}. Deles seguimiento en Rollcall, en Intervenciones.',
    digestLine: '{{name}} ({{class}}-{{section}}): {{rule}}',
  },
  interventionRules: {
    'consecutive-absences': 'Ausencias consecutivas',
    'chronic-absence': 'Absentismo crónico',
    'repeated-lateness': 'Retrasos repetidos',
  },
  caseStatuses: { open: 'Abierto', monitoring: 'En seguimiento', closed: 'Cerrado' },
  caseTiers: {
    1: 'Nivel 1 (universal)',
    2: 'Nivel 2 (focalizado)',
    3: 'Nivel 3 (intensivo)',
  },
  caseActions: {
    call: 'Llamada telefónica',
    meeting: 'Reunión',
    letter: 'Carta',
    'home-visit': 'Visita al hogar',
    other: 'Otra',
  },
};
