import type { ContractTranslations } from './i18n/catalogue.js';

/** The attendance-csv texts in Spanish (usted), by the catalogue's keys. */
export const ATTENDANCE_CSV_ES: Pick<ContractTranslations, 'attendanceCsv'> = {
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
};
