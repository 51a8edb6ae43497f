import type { ContractTranslations } from './i18n/catalogue.js';

/** The audit-log texts in French (vous), by the catalogue's keys. */
export const AUDIT_LOG_FR: Pick<
  ContractTranslations,
  'auditActions' | 'auditEntities' | 'auditLog'
> = {
  auditActions: {
    'settings.update': 'Paramètres modifiés',
    'user.create': 'Utilisateur créé',
    'user.update': 'Utilisateur modifié',
    'user.role': 'Rôle de l’utilisateur modifié',
    'user.status': 'Statut de l’utilisateur modifié',
    'user.delete': 'Utilisateur supprimé',
    'user.reset_2fa': 'Validation en deux étapes réinitialisée',
    'student.create': 'Élève créé',
    'student.update': 'Élève modifié',
    'student.archive': 'Élève archivé',
    'student.regenerate_qr': 'Code QR de l’élève régénéré',
    'student.import': 'Élèves importés',
    'student.export': 'Données de l’élève exportées',
    'student.erase': 'Données de l’élève effacées',
    'attendance.update': 'Présence modifiée',
    'attendance.delete': 'Présence supprimée',
    'system.backup': 'Sauvegarde effectuée',
    'system.restore': 'Sauvegarde restaurée',
    'system.reset': 'Système réinitialisé',
    'system.maintenance': 'Mode maintenance modifié',
    'system.clear_cache': 'Cache vidé',
    'system.retention': 'Anciennes présences supprimées',
    'system.student_retention': 'Élèves archivés effacés après la durée de conservation',
    'gate_device.create': 'Borne d’entrée ajoutée',
    'gate_device.new_code': 'Code d’association de borne créé',
    'gate_device.remove': 'Borne d’entrée retirée',
    'case.update': 'Dossier d’assiduité modifié',
    'case.note': 'Note ajoutée à un dossier d’assiduité',
  },
  auditEntities: {
    settings: 'Paramètres',
    user: 'Utilisateur',
    student: 'Élève',
    attendance: 'Présence',
    system: 'Système',
    gate_device: 'Borne d’entrée',
    case: 'Dossier d’assiduité',
  },
  auditLog: {
    title: 'Journal d’audit',
    empty: 'Aucune entrée du journal ne correspond à ces filtres',
    loading: 'Chargement du journal d’audit...',
  },
};
