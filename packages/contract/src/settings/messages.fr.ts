import type { ContractTranslations } from '../i18n/catalogue.js';

/** The settings texts in French (vous), by the catalogue's keys. */
export const SETTINGS_FR: Pick<ContractTranslations, 'settings'> = {
  settings: {
    timeInvalid: 'Saisissez une heure au format HH:MM (sur 24 heures)',
    timezoneInvalid: 'Choisissez un fuseau horaire valide',
    veryLateAfterGrace: 'Le seuil de « très en retard » doit être après le délai de tolérance',
    cutoffAfterStart: 'L’heure limite d’absence doit être après l’heure de début des cours',
    dismissalAfterStart: 'La sortie doit être après l’heure de début des cours',
    schoolDaysRequired: 'Choisissez au moins un jour de classe',
    schoolNameRequired: 'Le nom de l’établissement est obligatoire',
    passwordMinLengthRange: 'Saisissez un nombre de caractères entre 6 et 64',
    daysInYearRange: 'Saisissez un nombre de jours entre 1 et 365',
    websiteInvalid: 'Saisissez une adresse web commençant par http:// ou https://',
    chronicThresholdRange: 'Saisissez un pourcentage entre 1 et 100',
    chronicMinDaysRange: 'Saisissez un nombre de jours de classe entre 1 et 200',
    saved: 'Paramètres enregistrés !',
    academicYearLabelInvalid:
      'Saisissez l’année scolaire sous forme de deux années consécutives, par ex. 2026-2027',
    dateInvalid: 'Saisissez une date au format AAAA-MM-JJ',
    academicYearOrder: 'L’année scolaire doit se terminer après son début',
    academicYearTooLong: 'Une année scolaire dure au plus un an',
    termNameRequired: 'Le nom de la période est obligatoire',
    termOrder: 'Une période doit se terminer après son début',
    termOutsideYear: 'Une période doit être comprise dans l’année scolaire',
    termsOverlap: 'Les périodes ne doivent pas se chevaucher',
    termsTooMany: 'Ajoutez 12 périodes au maximum',
    senderNameTooLong: 'Le nom de l’expéditeur ne doit pas dépasser 80 caractères',
    templateRequired: 'Le modèle de message ne peut pas être vide',
    unknownPlaceholder: 'Variable inconnue {{unknown}}. Utilisez {{known}}',
    subjectTooLong: 'L’objet ne doit pas dépasser 200 caractères',
    emailBodyTooLong: 'Le message ne doit pas dépasser 5000 caractères',
    smsTooLong: 'Le texte du SMS ne doit pas dépasser 480 caractères',
    smsLongerThanTwoParts:
      'Ce SMS dépasse deux parties ; la plupart des fournisseurs facturent chaque partie.',
    smsLongerThanTwoPartsWithAccents:
      'Avec un nom accentué, ce SMS dépasse deux parties ; la plupart des fournisseurs facturent chaque partie.',
    sessionLengthRange: 'Saisissez un nombre de jours entre 1 et 90',
    retentionRange: 'Saisissez un nombre d’années scolaires entre 1 et 50',
    studentRetentionRange:
      'Saisissez un nombre d’années entre 1 et 50, ou laissez vide pour conserver les élèves archivés',
    backupsKeptRange: 'Conservez entre 1 et 90 sauvegardes',
    rosterHoldPercentRange: 'Choisissez une part de 1 à 100 pour cent',
    districtOnly:
      'Seul un administrateur du district peut modifier les réglages du district : la connexion et la sécurité, les codes du portail, les sauvegardes, la conservation et la retenue des listes',
    trendWindowRange: 'Saisissez un nombre de jours entre 7 et 365',
    gracePeriodRange: 'Saisissez un nombre de minutes entre 0 et 120',
    veryLateRange: 'Saisissez un nombre de minutes entre 1 et 240',
    offsiteKindInvalid: 'Choisissez un bucket compatible S3 ou un dossier',
    offsiteEndpointInvalid:
      'Saisissez l’adresse du service commençant par https:// (http:// seulement pour cette machine)',
    offsiteRegionInvalid: 'Saisissez la région, par ex. us-east-1',
    offsiteBucketInvalid:
      'Saisissez le nom du bucket : de 3 à 63 lettres, chiffres, points ou tirets',
    offsitePrefixInvalid:
      'Un dossier dans le bucket : lettres, chiffres et / - _ . uniquement, sans / au début',
    offsiteAccessKeyRequired: 'Saisissez l’identifiant de la clé d’accès',
    offsiteSecretRequired: 'Saisissez la clé d’accès secrète',
    offsitePathAbsolute: 'Saisissez le chemin complet du dossier, par ex. /mnt/backups',
    logoRemoved: 'Logo de l’établissement supprimé',
    logoSaved: 'Logo de l’établissement enregistré',
    logoLinkInvalid: 'Ce lien de logo n’est pas valide.',
    logoLinkExpired: 'Ce lien de logo a expiré. Rechargez la page.',
  },
};
