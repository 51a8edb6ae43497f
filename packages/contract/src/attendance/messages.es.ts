import type { ContractTranslations } from '../i18n/catalogue.js';

/** The attendance texts in Spanish (usted), by the catalogue's keys. */
export const ATTENDANCE_ES: Pick<ContractTranslations, 'attendance'> = {
  attendance: {
    saved: 'Asistencia registrada',
    qrRequired: 'Introduzca un código QR',
    recorded: 'Asistencia registrada para {{name}}',
    alreadyCheckedIn: '{{name}} ya registró su entrada hoy a las {{time}}',
    alreadyCheckedInEarlier: '{{name}} ya registró su entrada hoy',
    unknownCode: 'Ningún estudiante coincide con este código QR o número de estudiante',
    archivedStudent: 'Este estudiante ya no está matriculado.',
    inactiveStudent: 'Este estudiante está inactivo y no puede registrar su entrada.',
    reasonRequired: 'Indique un motivo',
    updated: 'Registro de asistencia actualizado',
    deleted: 'Registro de asistencia eliminado',
    manualDateInFuture: 'No se puede registrar la asistencia de una fecha futura.',
    manualDateBeforeSchoolYear:
      'Solo se puede registrar la asistencia de fechas de este curso escolar (desde el {{start}}).',
    scanFailed: 'No se pudo procesar el código QR. Inténtelo de nuevo.',
    noRecentActivity: 'Sin actividad reciente hoy',
    noRecordsToday: 'Hoy no hay registros de asistencia',
    listEmpty: 'No hay registros de asistencia con los filtros seleccionados.',
    listLoading: 'Cargando registros de asistencia...',
    fetchFailed: 'No se pudieron obtener los datos de asistencia',
  },
};
