import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { COMMON_EN } from './en';

export const COMMON_ES: Translations<typeof COMMON_EN> = {
  cancel: 'Cancelar',
  appName: 'Rollcall',
  loading: 'Cargando',
  loadingPage: 'Cargando la pantalla',
  toast: {
    success: 'Hecho',
    error: 'Ha habido un error',
    warning: 'Atención',
    info: 'Información',
  },
  notifications: {
    button: 'Notificaciones',
    title: 'Notificaciones',
    empty: 'Todavía no hay notificaciones.',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'No hay ninguna pantalla en esta dirección.',
    toDashboard: 'Ir al panel',
  },
  routeError: {
    title: 'Algo salió mal en esta pantalla',
    text: 'No se pudo mostrar la pantalla. Normalmente se soluciona recargando la página. ({{detail}})',
    unknown: 'Error desconocido',
    reload: 'Recargar la página',
    toDashboard: 'Ir al panel',
  },
  pagination: {
    label: 'Paginación',
    showing: 'Mostrando {{from}} a {{to}} de {{total}} resultados',
    pageOf: 'Página {{page}} de {{pages}}',
    page: 'Página {{page}}',
    previous: 'Anterior',
    next: 'Siguiente',
  },
  password: { show: 'Mostrar la contraseña', hide: 'Ocultar la contraseña' },
  twoFactor: {
    on: 'Verificación en 2 pasos',
    off: 'Sin verificación en 2 pasos',
  },
  comingSoon: { title: 'Próximamente', text: 'Esta pantalla llegará en una versión posterior.' },
  attendanceStatus: {
    present: 'Presente',
    late: 'Tarde',
    absent: 'Ausente',
    unknown: 'Desconocido',
  },
  a11y: {
    skipToContent: 'Saltar al contenido principal',
    closeDialog: 'Cerrar el diálogo',
  },
  header: {
    title: 'Administración',
    openNavigation: 'Abrir el menú',
    closeNavigation: 'Cerrar el menú',
    logout: 'Cerrar sesión',
    userMenu: 'Menú de {{name}}, {{role}}',
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
    current: 'Idioma: {{language}} ({{code}})',
    changed: 'Idioma cambiado a {{language}}',
    saveFailed: 'No se pudo guardar el idioma en su perfil: {{reason}}',
  },
};
