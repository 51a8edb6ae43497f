import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ABSENTEE_EN } from './en';

export const ABSENTEE_ES: Translations<typeof ABSENTEE_EN> = {
  loading: 'Cargando los datos de ausencias…',
  counts: {
    students_one: '{{count}} estudiante',
    students_other: '{{count}} estudiantes',
    messages_one: '{{count}} mensaje',
    messages_other: '{{count}} mensajes',
    attempts_one: '{{count}} intento',
    attempts_other: '{{count}} intentos',
  },
  tabs: { absent: 'Estudiantes ausentes' },
  outboxToday_one:
    'Hay {{count}} mensaje de hoy en la bandeja de salida: el servidor no tiene configurado ningún proveedor de correo electrónico ni de SMS, así que en realidad no se envió nada. Puede leerlo en el Registro de envíos.',
  outboxToday_other:
    'Hay {{count}} mensajes de hoy en la bandeja de salida: el servidor no tiene configurado ningún proveedor de correo electrónico ni de SMS, así que en realidad no se envió nada. Puede leerlos en el Registro de envíos.',
  outboxExplanation:
    'Los mensajes en estado «Bandeja de salida» no se enviaron realmente: el servidor no tiene configurado ningún proveedor de correo electrónico ni de SMS, así que se guardan aquí para que pueda leerlos.',
  check: {
    summary: 'Ausencias: {{students}}. En cola: {{messages}}.',
    summaryWithRepeats:
      'Ausencias: {{students}}. En cola: {{messages}}. Ya enviados antes hoy: {{repeats}}.',
  },
  details: {
    notAgain:
      'Sin reenviar: {{messages}}. Esos tutores legales ya recibieron hoy un aviso por ese medio.',
    withoutContact: '{{students}} sin correo electrónico ni teléfono del tutor legal.',
  },
  control: {
    title: 'Panel de control',
    date: 'Fecha',
    manualCheck: 'Comprobar ahora',
    testSystem: 'Probar el sistema',
    notSchoolDayText:
      'No se esperaba a nadie en esta fecha, así que no se avisa a nadie automáticamente.',
    adminsOnly:
      'Solo los administradores pueden avisar a los tutores legales, lanzar la comprobación manual o probar el sistema.',
  },
  schedule: {
    title: 'Horario de avisos',
    loadFailed: 'No se pudo cargar el horario.',
    cutoff: 'Hora límite',
    timezone: 'Zona horaria',
    lastCheck: 'Última comprobación: {{date}} ({{trigger}}), ausencias: {{students}}.',
    scheduled: 'programada',
    manual: 'iniciada a mano',
    noCheck: 'Todavía no se ha hecho ninguna comprobación.',
    notRunning: 'Las comprobaciones programadas y los envíos no están en marcha en este servidor.',
  },
  stats: {
    title: 'Resumen',
    lastDays: 'Últimos {{days}} días',
    loadFailed: 'No se pudieron cargar las estadísticas.',
    daysTracked: 'Días contabilizados',
  },
  absent: {
    title: 'Estudiantes ausentes · {{date}}',
    absentCount: 'Ausentes: {{total}}',
    selectAll: 'Seleccionar todos',
    deselectAll: 'Quitar la selección',
    notifySelected: 'Avisar a los seleccionados ({{selected}})',
    loading: 'Cargando los estudiantes ausentes…',
    listLabel: 'Estudiantes ausentes',
    selectAllStudents: 'Seleccionar a todos los estudiantes ausentes',
    select: 'Seleccionar a {{name}}',
    classOf: 'Clase {{class}}',
    guardian: 'Tutor legal',
    guardianOf: 'Tutor legal: {{name}}',
    guardianLanguage: 'Mensajes en {{language}}',
    contact: 'Contacto',
    email: 'Correo electrónico:',
    phone: 'Teléfono:',
    noEmail: 'Sin correo electrónico',
    notify: 'Avisar',
    notifyGuardian: 'Avisar al tutor legal',
    notifyGuardianOf: 'Avisar al tutor legal de {{name}}',
    checkedOut: 'Salida a las {{time}} sin entrada registrada',
  },
  send: {
    title: 'Enviar avisos de ausencia',
    notifyOf: 'Avisar a los tutores legales de',
    recipients:
      ': {{names}}. Los tutores legales reciben un correo electrónico si tienen dirección y un SMS si tienen número de teléfono.',
    namesAndMore: '{{names}} y {{more}} más',
    otherDay:
      'Está consultando el {{date}}, pero los mensajes se envían ahora y llevan la fecha de hoy ({{today}}). Escriba un mensaje personalizado para referirse a otro día.',
    customLabel: 'Mensaje personalizado (opcional)',
    customPlaceholder: 'Déjelo vacío para enviar el aviso de ausencia habitual.',
    notAgain:
      'Un tutor legal que ya recibió hoy un aviso por un medio no lo vuelve a recibir por ese medio.',
    submit: 'Enviar avisos',
  },
  test: {
    title: 'Probar el sistema de avisos',
    intro:
      'Envía en el acto un correo electrónico de prueba y, si indica un teléfono, un SMS de prueba. El resultado aparece en el Registro de envíos.',
    email: 'Correo electrónico de prueba',
    phone: 'Teléfono de prueba (opcional)',
    submit: 'Enviar prueba',
  },
  log: {
    title: 'Registro de envíos',
    date: 'Fecha',
    loadFailed: 'No se pudo cargar el registro de envíos',
    loading: 'Cargando el registro de envíos…',
    empty: 'Ningún mensaje coincide con estos filtros.',
    listLabel: 'Mensajes',
    to: 'Para',
    toRecipient: 'Para {{recipient}}',
    message: 'Mensaje',
    result: 'Resultado',
    sentAt: 'enviado el {{time}}',
    view: 'Ver el mensaje',
    viewAria: 'Ver el mensaje para {{recipient}}',
  },
  detail: {
    title: 'Detalles del mensaje',
    subject: 'Asunto',
    sent: 'Enviado',
    notSent: 'No enviado',
    attempts: 'Intentos',
    provider: 'Respuesta del proveedor',
    none: 'Ninguna',
  },
  notAttempted: 'Sin intentos',
  statuses: {
    queued: 'En cola',
    sending: 'Enviando',
    sent: 'Enviado',
    failed: 'Fallido',
    outbox: 'Bandeja de salida',
  },
  kinds: {
    absentee: 'Aviso de ausencia',
    custom: 'Mensaje personalizado',
    test: 'Mensaje de prueba',
    nudge: 'Recordatorio',
  },
  channels: { email: 'Correo electrónico', sms: 'SMS' },
};
