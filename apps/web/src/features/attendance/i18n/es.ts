import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ATTENDANCE_EN } from './en';

export const ATTENDANCE_ES: Translations<typeof ATTENDANCE_EN> = {
  page: {
    title: 'Registros de asistencia',
    subtitle: 'Consulte y filtre la asistencia por estudiante y por intervalo de fechas.',
    initialLoadFailed: 'No se pudieron cargar los datos iniciales',
    selectedStudent: 'Estudiante seleccionado',
  },
  toolbar: {
    autoRefresh: 'Actualización automática',
    every: 'Cada {{seconds}} segundos',
    lastUpdated: 'Última actualización: {{time}}',
    exportCsv: 'Exportar CSV',
    exportExcel: 'Exportar Excel',
    excelNote:
      'La exportación a Excel incluye a todos los estudiantes del intervalo de fechas: elija Todos los estudiantes para usarla.',
    exported_one: 'Se ha exportado {{count}} registro a {{fileName}}',
    exported_other: 'Se han exportado {{count}} registros a {{fileName}}',
    exportFailed: 'No se pudieron exportar los datos de asistencia',
  },
  filters: {
    allStudents: 'Todos los estudiantes',
    noMatch: 'Ningún estudiante coincide',
  },
  table: {
    syncedLater: 'Llegó al servidor a las {{time}}',
    date: 'Fecha',
    timeWindow: 'Franja',
    checkOut: 'Salida',
  },
  rowActions: {
    editOf: 'Editar la asistencia de {{name}}',
    deleteOf: 'Eliminar la asistencia de {{name}}',
  },
  edit: {
    title: 'Editar asistencia',
    reason: 'Motivo del cambio',
    reasonHelp: 'Se guarda en el historial del registro',
    failed: 'No se pudo actualizar la asistencia',
  },
  delete: {
    title: 'Eliminar asistencia',
    question:
      '¿Eliminar la asistencia de {{name}} del {{date}}? El registro dejará de aparecer en las listas y los recuentos; su historial se conserva.',
    failed: 'No se pudo eliminar la asistencia',
  },
  scan: {
    code: 'Código QR',
    codeHelp:
      'Pegue o escriba el código del carné del estudiante, o su número de estudiante. Un lector de mano también lo escribe aquí.',
    codePlaceholder: '{"studentId":"S-001", …} o S-001',
    continuous: 'Modo continuo (entrada del centro)',
    continuousHelp: 'Mantiene abierta esta ventana: cada lectura se anota abajo con un pitido.',
    useCamera: 'Usar la cámara',
    stopCamera: 'Apagar la cámara',
    submit: 'Registrar asistencia',
    loadingCamera: 'Cargando el lector de la cámara',
    log: 'Lecturas de esta sesión: {{recorded}} registradas, {{refused}} rechazadas',
  },
  camera: {
    select: 'Cámara',
    numbered: 'Cámara {{number}}',
    preview: 'Imagen de la cámara',
    starting: 'Encendiendo la cámara…',
    hold: 'Coloque el código QR del carné delante de la cámara.',
    errors: {
      denied:
        'Se ha denegado el acceso a la cámara. Permita la cámara para este sitio en la configuración del navegador o escriba el código.',
      missing: 'No se ha encontrado ninguna cámara en este dispositivo. Escriba o pegue el código.',
      busy: 'Otra aplicación está usando la cámara. Ciérrela e inténtelo de nuevo.',
      unsupported:
        'Este navegador no puede usar la cámara aquí (necesita una dirección https segura). Escriba o pegue el código.',
      failed: 'No se pudo encender la cámara. Escriba o pegue el código.',
    },
  },
};
