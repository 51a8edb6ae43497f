import type { ContractTranslations } from '../i18n/catalogue.js';

/** The privacy texts in Spanish (usted), by the catalogue's keys. */
export const PRIVACY_ES: Pick<ContractTranslations, 'privacy'> = {
  privacy: {
    erased:
      'Se borraron los datos personales del estudiante. Las copias de seguridad hechas antes de hoy los conservan hasta que caduquen.',
    export: {
      title: 'Exportación de datos del estudiante',
      madeOn: 'Exportado el {{date}} por {{name}}',
      attendance: 'Registros de asistencia',
      checkOuts: 'Salidas',
      edits: 'Cambios',
      messages: 'Mensajes a los tutores',
      idCards: 'Carnés',
      cases: 'Casos de asistencia y sus notas',
      notes: 'Nota del caso',
      audit: 'Entradas de auditoría',
      none: 'Nada registrado',
      deleted: 'eliminado',
      photo: 'La foto está en el archivo photo de este paquete.',
      jsonNote: 'Todos los registros completos están en student.json en este paquete.',
    },
  },
};
