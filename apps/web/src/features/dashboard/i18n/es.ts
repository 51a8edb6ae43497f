import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DASHBOARD_EN } from './en';

export const DASHBOARD_ES: Translations<typeof DASHBOARD_EN> = {
  header: {
    adminTitle: 'Panel de administración',
    teacherTitle: 'Panel docente',
    welcome: '¡Hola de nuevo, {{name}}! Hoy es {{date}}.',
  },
  stats: {
    presentToday: 'Presentes hoy',
    absentToday: 'Ausentes hoy',
    attendanceRate: 'Tasa de asistencia',
    good: '¡Buen trabajo!',
    needsImprovement: 'Se puede mejorar',
  },
  quickActions: {
    adminTitle: 'Accesos rápidos',
    teacherTitle: 'Herramientas docentes',
    reports: 'Generar informes',
    users: 'Gestionar usuarios',
    attendance: 'Ver asistencia',
  },
  recent: {
    title: 'Actividad reciente',
    checkedIn: 'Entrada a las {{time}} · Clase {{class}}',
  },
  summary: {
    title: 'Resumen de hoy',
    totalScanned: 'Total de entradas',
    present: 'Presentes',
    onTime: 'Puntuales',
    notScanned: 'Sin entrada',
    rateLabel: 'Tasa de asistencia: {{rate}}',
  },
  today: {
    title: 'Asistencia de hoy en detalle',
    startScanning: 'Empezar a escanear',
    showing: 'Se muestran las {{shown}} entradas más recientes de {{total}}.',
    seeAll: 'Verlas todas en Registros de asistencia',
  },
};
