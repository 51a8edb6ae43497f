import type { ContractTranslations } from '../i18n/catalogue.js';

/** The attendance texts in French (vous), by the catalogue's keys. */
export const ATTENDANCE_FR: Pick<ContractTranslations, 'attendance'> = {
  attendance: {
    saved: 'Présence enregistrée',
    qrRequired: 'Veuillez saisir un code QR',
    recorded: 'Présence enregistrée pour {{name}}',
    alreadyCheckedIn: '{{name}} est déjà arrivé(e) aujourd’hui à {{time}}',
    alreadyCheckedInEarlier: '{{name}} est déjà arrivé(e) aujourd’hui',
    unknownCode: 'Aucun élève ne correspond à ce code QR ou à ce numéro d’élève',
    archivedStudent: 'Cet élève n’est plus inscrit.',
    inactiveStudent: 'Cet élève est inactif : son arrivée ne peut pas être enregistrée.',
    reasonRequired: 'Veuillez indiquer un motif',
    updated: 'Présence mise à jour',
    deleted: 'Présence supprimée',
    manualDateInFuture: 'Impossible d’enregistrer une présence à une date future.',
    manualDateBeforeSchoolYear:
      'Les présences ne peuvent être enregistrées que pour cette année scolaire (à partir du {{start}}).',
    scanFailed: 'Impossible de traiter le code QR. Veuillez réessayer.',
    noRecentActivity: 'Aucune activité récente aujourd’hui',
    noRecordsToday: 'Aucune présence enregistrée aujourd’hui',
    listEmpty: 'Aucune présence ne correspond aux filtres sélectionnés.',
    listLoading: 'Chargement des présences...',
    fetchFailed: 'Impossible de récupérer les présences',
  },
};
