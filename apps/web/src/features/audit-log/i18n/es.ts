import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { AUDIT_LOG_EN } from './en';

export const AUDIT_LOG_ES: Translations<typeof AUDIT_LOG_EN> = {
  panel: {
    description:
      'Todos los cambios administrativos, del más reciente al más antiguo, con quién los hizo y qué cambió. Las contraseñas y los secretos nunca se registran.',
    refresh: 'Actualizar el registro de auditoría',
    loadFailed: 'No se pudo cargar el registro de auditoría.',
    entries: 'Entradas del registro de auditoría',
  },
  filters: {
    who: 'Quién',
    everyone: 'Todos',
    action: 'Acción',
    allActions: 'Todas las acciones',
    entity: 'Elemento',
    allEntities: 'Todos los elementos',
    from: 'Desde',
    to: 'Hasta',
    clear: 'Quitar filtros',
  },
  table: {
    when: 'Cuándo',
    who: 'Quién',
    action: 'Acción',
    entity: 'Elemento',
    whatChanged: 'Qué cambió',
  },
  changes: {
    none: 'Sin detalles registrados',
    more_one: 'y {{count}} cambio más',
    more_other: 'y {{count}} cambios más',
    show: 'Ver detalles',
    hide: 'Ocultar detalles',
  },
};
