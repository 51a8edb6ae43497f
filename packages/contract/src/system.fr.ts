import type { ContractTranslations } from './i18n/catalogue.js';

/** The system texts in French (vous), by the catalogue's keys. */
export const SYSTEM_FR: Pick<ContractTranslations, 'system'> = {
  system: {
    maintenanceOn:
      'Le mode maintenance est activé : seuls les administrateurs peuvent se connecter.',
    maintenanceOff: 'Le mode maintenance est désactivé.',
    maintenanceMessageTooLong: 'Le message ne doit pas dépasser 300 caractères',
    passwordRequired: 'Saisissez votre mot de passe pour confirmer',
    passwordWrong: 'Votre mot de passe est incorrect',
    schoolNameMismatch: 'Saisissez le nom de l’établissement exactement comme il est affiché',
    backupRequired: 'Choisissez un fichier de sauvegarde à restaurer',
    backupTampered:
      'Cette sauvegarde a été modifiée depuis sa création (sa somme de contrôle ou sa signature ne correspond pas). Rien n’a été modifié.',
    backupForeign:
      'Cette sauvegarde provient d’une autre installation de Rollcall et ne peut pas être vérifiée ici. Rien n’a été modifié.',
    backupNewer:
      'Cette sauvegarde a été créée par une version plus récente de Rollcall. Mettez Rollcall à jour avant de la restaurer. Rien n’a été modifié.',
    backupNotApplied: 'La sauvegarde n’a pas pu être appliquée. Rien n’a été modifié.',
    restoredSignedOut:
      'Sauvegarde restaurée. Tout le monde a été déconnecté, vous aussi : reconnectez-vous. Les appareils d’entrée doivent être appairés à nouveau, et les comptes présents seulement dans la sauvegarde restent désactivés jusqu’à ce qu’un administrateur leur donne un mot de passe.',
    reset:
      'Système réinitialisé : élèves, présences, notifications, cartes et rapports ont été effacés.',
    cacheCleared: 'Cache vidé.',
    notReady: 'Pas prêt : une partie dont le serveur a besoin ne répond pas.',
    databaseDown: 'La base de données ne répond pas.',
    jobQueueDown: 'La file de tâches ne répond pas.',
    noBackupFolder: 'Ce serveur n’a pas de dossier pour les sauvegardes automatiques.',
    offsiteFailedSubject: '{{school}} : la sauvegarde n’a pas pu être copiée hors du serveur',
    offsiteFailedBody:
      'La sauvegarde {{file}} a été faite sur le serveur, mais sa copie vers {{location}} a échoué :\n\n{{error}}\n\nRollcall réessaie toutes les heures et n’écrira plus à ce sujet avant qu’une copie réussisse. Paramètres, Sauvegarde et restauration indique comment s’est passée la dernière copie.',
    cleared: {
      settings: 'Paramètres et informations de l’établissement',
      maintenance: 'État du mode maintenance',
      tokens: 'Jetons de connexion vérifiés ({{count}})',
      formatters: 'Formats de fuseau horaire ({{count}})',
    },
  },
};
