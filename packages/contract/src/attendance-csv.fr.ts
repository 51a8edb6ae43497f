import type { ContractTranslations } from './i18n/catalogue.js';

/** The attendance-csv texts in French (vous), by the catalogue's keys. */
export const ATTENDANCE_CSV_FR: Pick<ContractTranslations, 'attendanceCsv'> = {
  attendanceCsv: {
    sheetName: 'Présences',
    statuses: { present: 'Présent', late: 'En retard', absent: 'Absent' },
    timeWindows: { on_time: 'à l’heure', late: 'en retard', very_late: 'très en retard' },
    notApplicable: 'N/D',
    unknownStudent: 'Élève inconnu',
    onTime: 'À l’heure',
    minutesLate: '+{{minutes}} min',
    checkOutEarly: '{{time}} (anticipé)',
  },
};
