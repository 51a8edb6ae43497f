import type { ContractTranslations } from './i18n/catalogue.js';

/** The audit-log texts in Spanish (usted), by the catalogue's keys. */
export const AUDIT_LOG_ES: Pick<
  ContractTranslations,
  'auditActions' | 'auditEntities' | 'auditLog'
> = {
  auditActions: {
    'settings.update': 'Configuración modificada',
    'user.create': 'Usuario creado',
    'user.update': 'Usuario editado',
    'user.role': 'Rol de usuario cambiado',
    'user.status': 'Estado de usuario cambiado',
    'user.delete': 'Usuario eliminado',
    'user.reset_2fa': 'Verificación en dos pasos restablecida',
    'student.create': 'Estudiante creado',
    'student.update': 'Estudiante editado',
    'student.archive': 'Estudiante archivado',
    'student.regenerate_qr': 'Código QR del estudiante regenerado',
    'student.import': 'Estudiantes importados',
    'student.export': 'Datos del estudiante exportados',
    'student.erase': 'Datos del estudiante borrados',
    'attendance.update': 'Asistencia editada',
    'attendance.delete': 'Asistencia eliminada',
    'system.backup': 'Copia de seguridad creada',
    'system.restore': 'Copia de seguridad restaurada',
    'system.reset': 'Sistema restablecido',
    'system.maintenance': 'Modo de mantenimiento cambiado',
    'system.clear_cache': 'Caché vaciada',
    'system.retention': 'Asistencia antigua eliminada',
    'system.student_retention': 'Estudiantes archivados borrados tras el plazo de conservación',
    'gate_device.create': 'Dispositivo de acceso añadido',
    'gate_device.new_code': 'Código de vinculación generado',
    'gate_device.remove': 'Dispositivo de acceso retirado',
    'case.update': 'Caso de asistencia modificado',
    'case.note': 'Nota añadida a un caso de asistencia',
  },
  auditEntities: {
    settings: 'Configuración',
    user: 'Usuario',
    student: 'Estudiante',
    attendance: 'Asistencia',
    system: 'Sistema',
    gate_device: 'Dispositivo de acceso',
    case: 'Caso de asistencia',
  },
  auditLog: {
    title: 'Registro de auditoría',
    empty: 'Ninguna entrada de auditoría coincide con estos filtros',
    loading: 'Cargando el registro de auditoría...',
  },
};
