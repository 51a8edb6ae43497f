import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { INTERVENTIONS_EN } from './en';
import { OUTREACH_ES } from './outreach/es';

/** Las palabras de la pantalla de casos de asistencia (usted). */
export const INTERVENTIONS_ES: Translations<typeof INTERVENTIONS_EN> = {
  page: {
    subtitle:
      'Estudiantes que las reglas de asistencia señalaron para seguimiento, y lo que el personal ha hecho.',
    checkNow: 'Revisar las reglas ahora',
    checkFailed: 'No se pudieron revisar las reglas.',
    loading: 'Cargando casos',
    loadFailed: 'No se pudieron cargar los casos.',
    listLabel: 'Casos de asistencia',
  },
  filters: {
    rule: 'Regla',
    allRules: 'Todas las reglas',
  },
  empty: {
    title: 'No hay casos aquí',
    open: 'Ningún estudiante necesita seguimiento. Las reglas se revisan cada día lectivo después de la hora límite de ausencias.',
    filtered: 'Ningún caso coincide con estos filtros.',
  },
  table: {
    ruleAndTier: 'Regla y nivel',
    openedOn: 'Abierto',
    figures: 'Cifras',
    followUp: 'Seguimiento',
    open: 'Abrir',
    openCase: 'Abrir el caso de {{name}}: {{rule}}',
    unassigned: 'Sin asignar',
    noAction: 'Aún sin acciones',
    lastAction: 'Última acción: {{when}}',
  },
  figures: {
    absent: '{{absent}} de {{enrolled}} días ausente',
    rate: '{{rate}} % de asistencia',
    noRate: 'Aún no hay días lectivos',
    consecutive_one: '{{count}} día seguido',
    consecutive_other: '{{count}} días seguidos',
    late_one: '{{count}} día con retraso',
    late_other: '{{count}} días con retraso',
  },
  detail: {
    title: 'Detalles del caso',
    loading: 'Cargando el caso',
    loadFailed: 'No se pudo cargar el caso.',
    absentDays: 'Días de ausencia',
    enrolledDays: 'de {{count}} días matriculado',
    consecutive: 'Ausencias seguidas',
    lateDays: 'Retrasos en el periodo',
    openedOn: 'Abierto el {{date}}',
    closedOn: 'Cerrado el {{date}}',
    calendarTitle: 'Calendario de asistencia',
    noNotes: 'Aún no hay notas.',
    noteBy: 'Por {{name}} · {{when}}',
  },
  update: {
    save: 'Guardar el seguimiento',
    failed: 'No se pudo actualizar el caso.',
    staffLoadFailed: 'No se pudo cargar la lista del personal.',
  },
  note: {
    title: 'Añadir una nota',
    text: 'Nota',
    textHint: 'Lo que ocurrió o lo que se acordó',
    action: 'Acción realizada',
    noAction: 'Ninguna acción',
    add: 'Añadir nota',
    failed: 'No se pudo añadir la nota.',
  },
  /** /interventions/outreach: the guardians' nudges and letters. */
  outreach: OUTREACH_ES,
};
