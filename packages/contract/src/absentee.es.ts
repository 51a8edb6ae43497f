import type { ContractTranslations } from './i18n/catalogue.js';

/** The absentee texts in Spanish (usted), by the catalogue's keys. */
export const ABSENTEE_ES: Pick<ContractTranslations, 'absentee'> = {
  absentee: {
    heading: 'Gestión de ausencias',
    intro: 'Avisos automáticos a los tutores legales de los estudiantes ausentes',
    noAbsentees: '¡Buenas noticias! No hay estudiantes ausentes en esta fecha.',
    customMessageHelp:
      'Si lo escribe, se enviará este mensaje en lugar del aviso de ausencia predeterminado.',
    selectStudents: 'Seleccione los estudiantes a los que avisar',
    testEmailRequired: 'Indique un correo electrónico de prueba',
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
};
