import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { COMMON_EN } from './en';

export const COMMON_ES: Translations<typeof COMMON_EN> = {
  appName: 'Rollcall',
  header: {
    title: 'Administración',
    openNavigation: 'Abrir el menú',
    closeNavigation: 'Cerrar el menú',
    logout: 'Cerrar sesión',
    userMenu: 'Menú de {{name}}',
    profileSettings: 'Mi perfil',
  },
  nav: {
    main: 'Principal',
    dashboard: 'Panel',
    students: 'Estudiantes',
    attendance: 'Asistencia',
    absentee: 'Alertas de ausencia',
    reports: 'Informes',
    idCards: 'Carnés',
    users: 'Usuarios',
    gateDevices: 'Puntos de acceso',
    settings: 'Configuración',
  },
  language: {
    menu: 'Idioma',
    changed: 'Idioma cambiado a {{language}}',
    saveFailed: 'No se pudo guardar el idioma en su perfil: {{reason}}',
  },
};
