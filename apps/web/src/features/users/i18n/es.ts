import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { USERS_EN } from './en';

export const USERS_ES: Translations<typeof USERS_EN> = {
  page: {
    title: 'Gestión de usuarios',
    subtitle: 'Gestione las cuentas de administradores y docentes.',
    add: 'Añadir usuario',
    loadFailed: 'No se pudieron cargar los usuarios',
  },
  stats: {
    total: 'Usuarios en total',
    active: 'Usuarios activos',
    admins: 'Administradores',
    teachers: 'Docentes',
  },
  filters: {
    searchPlaceholder: 'Buscar por nombre o correo electrónico',
    allRoles: 'Todos los roles',
    allStatuses: 'Todos los estados',
  },
  table: {
    user: 'Usuario',
    lastLogin: 'Último acceso',
    you: '{{name}} (usted)',
    fromRoster: 'Del sistema de gestión escolar',
  },
  actions: {
    activate: 'Activar',
    activateUser: 'Activar a {{name}}',
    deactivate: 'Desactivar',
    deactivateUser: 'Desactivar a {{name}}',
    resetTwoFactor: 'Restablecer verificación',
    resetTwoFactorUser: 'Restablecer la verificación en dos pasos de {{name}}',
    statusFailed: 'No se pudo cambiar el estado del usuario: {{reason}}',
    statusFallback: 'No se pudo cambiar el estado del usuario',
    deleteTitle: 'Eliminar usuario',
    deleteConfirm:
      '¿Seguro que desea eliminar a {{name}} ({{email}})? Esta acción no se puede deshacer.',
    deleteFailed: 'No se pudo eliminar el usuario: {{reason}}',
    deleteFallback: 'No se pudo eliminar el usuario',
    resetTitle: 'Restablecer la verificación en dos pasos',
    resetConfirm:
      '¿Restablecer la verificación en dos pasos de {{name}} ({{email}})? Su aplicación de autenticación y sus códigos de recuperación dejarán de funcionar, se cerrarán todas sus sesiones y entrará solo con su contraseña hasta que vuelva a configurarla.',
    resetFailed: 'No se pudo restablecer la verificación en dos pasos: {{reason}}',
    resetFallback: 'No se pudo restablecer la verificación en dos pasos',
  },
  schools: {
    hint: 'El rol en cada escuela del distrito. Quien administra el distrito es administrador/a en todas las escuelas.',
    nowhere: 'No trabaja en esta escuela',
    archived: '{{school}} (archivada)',
    districtAdmin: 'Administrador/a del distrito',
    districtAdminHint:
      'Administra todas las escuelas y la configuración propia del distrito: seguridad del inicio de sesión, copias de seguridad, tokens de API y proveedores de mensajes.',
  },
  form: {
    addTitle: 'Añadir un usuario',
    editTitle: 'Editar usuario',
    keepPassword: 'Deje la contraseña en blanco para conservar la actual.',
    confirmPassword: 'Confirmar contraseña',
    activeHelp: 'Los usuarios inactivos no pueden iniciar sesión',
    create: 'Crear usuario',
    update: 'Guardar cambios',
    saveFailed: 'No se pudo guardar el usuario: {{reason}}',
    createFallback: 'No se pudo crear el usuario',
    updateFallback: 'No se pudo actualizar el usuario',
  },
};
