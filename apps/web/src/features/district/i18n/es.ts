import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DISTRICT_EN } from './en';

/** Los textos del resumen del distrito en español (usted). */
export const DISTRICT_ES: Translations<typeof DISTRICT_EN> = {
  page: {
    title: 'Resumen del distrito',
    subtitle: 'El día de cada escuela abierta, una junto a otra, con los totales del distrito.',
    loadFailed: 'No se pudo cargar el resumen del distrito',
    legend:
      'Presentes: registrados a tiempo. Tasa de asistencia: registrados (a tiempo o tarde) sobre los estudiantes esperados. Absentismo crónico: estudiantes con absentismo crónico en este curso escolar, y su parte de los matriculados. Avisos enviados: mensajes a las familias enviados ese día.',
  },
  date: {
    label: 'Día lectivo',
    eachToday: 'Vacío: el día de hoy de cada escuela',
    today: 'Volver a hoy',
  },
  columns: {
    enrolled: 'Matriculados',
    openCases: 'Casos abiertos',
    alertsSent: 'Avisos enviados',
  },
  table: {
    label: 'Escuelas del distrito',
    loading: 'Cargando el resumen del distrito',
    totals: 'Total del distrito',
    openSchool: '{{school}}, abrir su panel',
    noSchoolDay: 'no es día lectivo',
  },
};
