import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DASHBOARD_EN } from './en';

export const DASHBOARD_ES: Translations<typeof DASHBOARD_EN> = {
  header: {
    adminTitle: 'Panel de administración',
    teacherTitle: 'Panel docente',
    welcome: '¡Hola de nuevo, {{name}}! Hoy es {{date}}.',
    notSchoolDay: 'Día no lectivo',
    scan: 'Escanear código QR',
    error: 'Error al cargar',
  },
  stats: {
    totalStudents: 'Total de estudiantes',
    presentToday: 'Presentes hoy',
    absentToday: 'Ausentes hoy',
    attendanceRate: 'Tasa de asistencia',
    good: '¡Buen trabajo!',
    needsImprovement: 'Se puede mejorar',
  },
  quickActions: {
    adminTitle: 'Accesos rápidos',
    teacherTitle: 'Herramientas docentes',
    addStudent: 'Nuevo estudiante',
    reports: 'Generar informes',
    users: 'Gestionar usuarios',
    scan: 'Escanear código QR',
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
    late: 'Tarde',
    onTime: 'Puntuales',
    notScanned: 'Sin entrada',
    rate: 'Tasa de asistencia',
    rateLabel: 'Tasa de asistencia: {{rate}}',
  },
  today: {
    title: 'Asistencia de hoy en detalle',
    student: 'Estudiante',
    class: 'Clase',
    status: 'Estado',
    time: 'Hora',
    lateTime: 'Retraso',
    location: 'Lugar',
    startScanning: 'Empezar a escanear',
    notAvailable: 'N/D',
    onTime: 'Puntual',
    minutesLate: '+{{minutes}} min',
    showing: 'Se muestran las {{shown}} entradas más recientes de {{total}}.',
    seeAll: 'Verlas todas en Registros de asistencia',
  },
};
