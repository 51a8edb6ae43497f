import type { ContractTranslations } from './i18n/catalogue.js';

/** The system texts in Spanish (usted), by the catalogue's keys. */
export const SYSTEM_ES: Pick<ContractTranslations, 'system'> = {
  system: {
    maintenanceOn:
      'El modo de mantenimiento está activado: solo los administradores pueden iniciar sesión.',
    maintenanceOff: 'El modo de mantenimiento está desactivado.',
    maintenanceMessageTooLong: 'El mensaje puede tener como máximo 300 caracteres',
    passwordRequired: 'Introduzca su contraseña para confirmar',
    passwordWrong: 'Su contraseña no es correcta',
    schoolNameMismatch: 'Escriba el nombre del centro exactamente como aparece',
    backupRequired: 'Elija el archivo de copia de seguridad que desea restaurar',
    backupTampered:
      'Esta copia de seguridad se ha modificado desde que se creó (su suma de comprobación o su firma no coinciden). No se ha cambiado nada.',
    backupForeign:
      'Esta copia de seguridad se creó en otra instalación de Rollcall y no se puede verificar aquí. No se ha cambiado nada.',
    backupNewer:
      'Esta copia de seguridad se creó con una versión más reciente de Rollcall. Actualice Rollcall antes de restaurarla. No se ha cambiado nada.',
    backupNotApplied: 'No se pudo aplicar la copia de seguridad. No se ha cambiado nada.',
    restoredSignedOut:
      'Copia de seguridad restaurada. Se ha cerrado la sesión de todos, también la suya: vuelva a iniciar sesión. Los dispositivos de entrada deben vincularse de nuevo, y las cuentas que solo estaban en la copia siguen desactivadas hasta que un administrador les asigne una contraseña.',
    reset:
      'Sistema restablecido: se han borrado los estudiantes, la asistencia, los avisos, los carnés y los informes.',
    cacheCleared: 'Caché vaciada.',
    notReady: 'No está listo: una parte que el servidor necesita no responde.',
    databaseDown: 'La base de datos no responde.',
    jobQueueDown: 'La cola de tareas no responde.',
    noBackupFolder: 'Este servidor no tiene carpeta para las copias de seguridad automáticas.',
    offsiteFailedSubject: '{{school}}: no se pudo copiar la copia de seguridad fuera del servidor',
    offsiteFailedBody:
      'La copia de seguridad {{file}} se creó en el servidor, pero no se pudo copiar en {{location}}:\n\n{{error}}\n\nRollcall lo vuelve a intentar cada hora y no volverá a escribir sobre esto hasta que una copia se haga bien. Configuración, Copia de seguridad y restauración muestra cómo fue la última copia.',
    cleared: {
      settings: 'Configuración e información del centro',
      maintenance: 'Estado del modo de mantenimiento',
      tokens: 'Credenciales de inicio de sesión comprobadas ({{count}})',
      formatters: 'Formatos de zona horaria ({{count}})',
    },
  },
};
