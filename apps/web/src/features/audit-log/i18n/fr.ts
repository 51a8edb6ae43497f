import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { AUDIT_LOG_EN } from './en';

export const AUDIT_LOG_FR: Translations<typeof AUDIT_LOG_EN> = {
  panel: {
    description:
      'Toutes les modifications administratives, de la plus récente à la plus ancienne, avec leur auteur et leur contenu. Les mots de passe et les secrets ne sont jamais enregistrés.',
    refresh: 'Actualiser le journal d’audit',
    loadFailed: 'Impossible de charger le journal d’audit.',
    entries: 'Entrées du journal d’audit',
  },
  filters: {
    who: 'Qui',
    everyone: 'Tout le monde',
    action: 'Opération',
    allActions: 'Toutes les actions',
    entity: 'Élément',
    allEntities: 'Tous les éléments',
    from: 'Du',
    to: 'Au',
    clear: 'Effacer les filtres',
  },
  table: {
    when: 'Quand',
    who: 'Qui',
    action: 'Opération',
    entity: 'Élément',
    whatChanged: 'Modifications',
  },
  changes: {
    none: 'Aucun détail enregistré',
    more_one: 'et {{count}} autre modification',
    more_other: 'et {{count}} autres modifications',
    show: 'Afficher les détails',
    hide: 'Masquer les détails',
  },
};
