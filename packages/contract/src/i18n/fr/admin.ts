import type { ContractTranslations } from '../catalogue.js';

/** French for errors, the audit log, gate devices, settings and system maintenance. */
export const FR_ADMIN: Pick<
  ContractTranslations,
  | 'auditActions'
  | 'auditEntities'
  | 'auditLog'
  | 'errors'
  | 'gate'
  | 'gateModes'
  | 'settings'
  | 'system'
  | 'validation'
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
    'attendance.update': 'Présence modifiée',
    'attendance.delete': 'Présence supprimée',
    'system.backup': 'Sauvegarde effectuée',
    'system.restore': 'Sauvegarde restaurée',
    'system.reset': 'Système réinitialisé',
    'system.maintenance': 'Mode maintenance modifié',
    'system.clear_cache': 'Cache vidé',
    'system.retention': 'Anciennes présences supprimées',
    'gate_device.create': 'Borne d’entrée ajoutée',
    'gate_device.new_code': 'Code d’association de borne créé',
    'gate_device.remove': 'Borne d’entrée retirée',
  },
  auditEntities: {
    settings: 'Paramètres',
    user: 'Utilisateur',
    student: 'Élève',
    attendance: 'Présence',
    system: 'Système',
    gate_device: 'Borne d’entrée',
  },
  auditLog: {
    title: 'Journal d’audit',
    empty: 'Aucune entrée du journal ne correspond à ces filtres',
    loading: 'Chargement du journal d’audit...',
    dateRangeInvalid: 'La date de fin doit être égale ou postérieure à la date de début',
  },
  errors: {
    VALIDATION_FAILED: 'Certains champs ne sont pas valides. Veuillez les vérifier et réessayer.',
    MALFORMED_JSON: 'Le corps de la requête n’est pas un JSON valide.',
    UNAUTHENTICATED: 'Veuillez vous connecter pour continuer.',
    INVALID_CREDENTIALS: 'E-mail ou mot de passe incorrect.',
    ACCOUNT_INACTIVE: 'Ce compte a été désactivé. Veuillez contacter un administrateur.',
    INVALID_REFRESH_TOKEN: 'Votre session a expiré. Veuillez vous reconnecter.',
    WRONG_CURRENT_PASSWORD: 'Le mot de passe actuel est incorrect.',
    FORBIDDEN: 'Vous n’avez pas l’autorisation de faire cela.',
    NOT_FOUND: 'Introuvable.',
    USER_NOT_FOUND: 'Utilisateur introuvable',
    EMAIL_TAKEN: 'Un utilisateur avec cet e-mail existe déjà.',
    STUDENT_NOT_FOUND: 'Élève introuvable',
    STUDENT_ID_TAKEN: 'Ce numéro d’élève existe déjà',
    QR_INVALID:
      'Ce code QR n’est pas valide. Il a peut-être été modifié ou créé en dehors de Rollcall.',
    QR_SUPERSEDED: 'Ce code QR a été remplacé. Veuillez utiliser la nouvelle carte d’élève.',
    STUDENT_UNAVAILABLE: 'L’arrivée de cet élève ne peut pas être enregistrée.',
    ALREADY_CHECKED_IN: 'Cet élève est déjà arrivé aujourd’hui.',
    ATTENDANCE_NOT_FOUND: 'Présence introuvable',
    CANNOT_CHANGE_OWN_ACCOUNT: 'Vous ne pouvez pas modifier votre propre compte de cette façon.',
    LAST_ADMIN:
      'Le dernier administrateur actif ne peut être ni supprimé, ni désactivé, ni rétrogradé.',
    PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse.',
    MALFORMED_REQUEST: 'La requête est illisible (adresse ou en-tête mal formé).',
    MALFORMED_UPLOAD:
      'L’envoi a été interrompu ou n’est pas un envoi de fichier valide. Veuillez réessayer.',
    REQUEST_TIMEOUT: 'La requête a mis trop de temps à arriver.',
    URI_TOO_LONG: 'L’adresse est trop longue.',
    HEADERS_TOO_LARGE: 'L’adresse ou les en-têtes de la requête sont trop volumineux.',
    UNSUPPORTED_MEDIA_TYPE: 'Ce type de contenu n’est pas pris en charge.',
    RATE_LIMITED: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
    DELIVERY_FAILED: 'Le fournisseur de messagerie a refusé le message.',
    REPORT_NOT_FOUND: 'Rapport introuvable',
    REPORT_NOT_READY: 'Ce rapport n’est pas encore prêt.',
    ID_CARD_NOT_FOUND: 'Carte d’élève introuvable',
    ID_CARD_REVOKED: 'Cette carte a déjà été révoquée.',
    BATCH_NOT_FOUND: 'Aucun lot trouvé. Générez d’abord les cartes.',
    BATCH_NOT_READY: 'Ce lot n’est pas encore prêt.',
    BATCH_EMPTY: 'Aucun élève dans la classe sélectionnée',
    LINK_INVALID:
      'Ce lien de téléchargement n’est pas valide. Rouvrez le rapport depuis Rapports récents pour obtenir un nouveau lien.',
    LINK_EXPIRED:
      'Ce lien de téléchargement a expiré. Rouvrez le rapport depuis Rapports récents pour obtenir un nouveau lien.',
    GATE_DEVICE_NOT_FOUND: 'Borne d’entrée introuvable',
    PAIRING_INVALID:
      'Ce code d’association n’est pas valide ou a expiré. Demandez-en un nouveau à un administrateur.',
    GATE_DEVICE_REVOKED:
      'Un administrateur a retiré cette borne d’entrée. Associez-la de nouveau pour scanner.',
    SCAN_DAY_CLOSED:
      'Ce scan date d’un jour précédent, déjà clôturé. Enregistrez-le à la main si nécessaire.',
    SCAN_IN_FUTURE: 'Ce scan est daté dans le futur. Vérifiez l’horloge de l’appareil.',
    SCAN_ID_TAKEN: 'Cet identifiant de scan a déjà été utilisé par un autre appareil.',
    INVALID_TWO_FACTOR_CODE:
      'Ce code est incorrect. Saisissez le code actuel de votre application d’authentification ou un code de récupération.',
    WRONG_TWO_FACTOR_CODE:
      'Ce code est incorrect. Saisissez le code actuel de votre application d’authentification.',
    TWO_FACTOR_CHALLENGE_EXPIRED:
      'Votre connexion a pris trop de temps ou est déjà terminée. Veuillez saisir de nouveau votre e-mail et votre mot de passe.',
    TWO_FACTOR_ALREADY_ENABLED: 'La validation en deux étapes est déjà activée pour ce compte.',
    TWO_FACTOR_NOT_ENABLED: 'La validation en deux étapes n’est pas activée pour ce compte.',
    TWO_FACTOR_SETUP_NOT_STARTED:
      'Aucune configuration de la validation en deux étapes n’est en cours. Recommencez avec Activer la 2FA.',
    TWO_FACTOR_SETUP_REQUIRED:
      'Votre établissement impose la validation en deux étapes aux administrateurs. Configurez-la dans votre profil pour continuer.',
    SERVICE_UNAVAILABLE: 'Le serveur redémarre. Veuillez réessayer dans un instant.',
    MAINTENANCE: 'Rollcall est en maintenance. Veuillez réessayer plus tard.',
    BACKUP_REFUSED:
      'Ce fichier n’est pas une sauvegarde Rollcall, ou il est endommagé. Rien n’a été modifié.',
    INTERNAL: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  },
  gate: {
    accessDenied: 'Accès refusé : vous n’avez pas l’autorisation de gérer les bornes d’entrée.',
    nameRequired: 'Veuillez saisir un nom pour la borne',
    locationRequired: 'Veuillez saisir un emplacement',
    created: 'Borne d’entrée créée. Associez-la dans les 15 minutes.',
    revoked: 'Borne d’entrée retirée. Elle ne peut plus scanner.',
    newPairingCode: 'Nouveau code d’association créé. Associez la borne dans les 15 minutes.',
    codeRequired: 'Veuillez saisir le code d’association',
    paired: 'Cet appareil est désormais la borne « {{name}} »',
    gateOnly: 'Une borne d’entrée peut seulement scanner et consulter son propre décompte.',
    clientScanIdRequired: 'Chaque scan doit avoir son propre identifiant',
    checkedIn: 'Arrivée enregistrée : {{name}}',
    checkedOut: 'Départ enregistré : {{name}}',
    checkedOutEarly: 'Départ enregistré : {{name}}. Départ anticipé (avant {{time}})',
    checkedOutWithoutCheckIn:
      'Départ enregistré : {{name}}. Aucune arrivée aujourd’hui : le personnel a été alerté',
    checkedOutEarlyWithoutCheckIn:
      'Départ enregistré : {{name}}. Départ anticipé (avant {{time}}). Aucune arrivée aujourd’hui : le personnel a été alerté',
    alreadyCheckedOut: '{{name}} est déjà parti(e) aujourd’hui à {{time}}',
    alreadyCheckedOutEarlier: '{{name}} est déjà parti(e) aujourd’hui',
  },
  gateModes: {
    'check-in': 'Arrivée',
    'check-out': 'Départ (sortie des classes)',
  },
  settings: {
    timeInvalid: 'Saisissez une heure au format HH:MM (sur 24 heures)',
    timezoneInvalid: 'Choisissez un fuseau horaire valide',
    veryLateAfterGrace: 'Le seuil de « très en retard » doit être après le délai de tolérance',
    cutoffAfterStart: 'L’heure limite d’absence doit être après l’heure de début des cours',
    dismissalAfterStart: 'La sortie doit être après l’heure de début des cours',
    schoolDaysRequired: 'Choisissez au moins un jour de classe',
    schoolNameRequired: 'Le nom de l’établissement est obligatoire',
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
    languageInvalid: 'Choisissez l’anglais, l’espagnol ou le français',
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
    backupsKeptRange: 'Conservez entre 1 et 90 sauvegardes',
    trendWindowRange: 'Saisissez un nombre de jours entre 7 et 365',
    gracePeriodRange: 'Saisissez un nombre de minutes entre 0 et 120',
    veryLateRange: 'Saisissez un nombre de minutes entre 1 et 240',
    logoRemoved: 'Logo de l’établissement supprimé',
    logoSaved: 'Logo de l’établissement enregistré',
    logoLinkInvalid: 'Ce lien de logo n’est pas valide.',
    logoLinkExpired: 'Ce lien de logo a expiré. Rechargez la page.',
  },
  system: {
    maintenanceDefault: 'Rollcall est en maintenance. Veuillez réessayer plus tard.',
    maintenanceOn:
      'Le mode maintenance est activé : seuls les administrateurs peuvent se connecter.',
    maintenanceOff: 'Le mode maintenance est désactivé.',
    maintenanceMessageTooLong: 'Le message ne doit pas dépasser 300 caractères',
    passwordRequired: 'Saisissez votre mot de passe pour confirmer',
    passwordWrong: 'Votre mot de passe est incorrect',
    schoolNameMismatch: 'Saisissez le nom de l’établissement exactement comme il est affiché',
    backupRequired: 'Choisissez un fichier de sauvegarde à restaurer',
    backupCorrupt:
      'Ce fichier n’est pas une sauvegarde Rollcall, ou il est endommagé. Rien n’a été modifié.',
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
    cleared: {
      settings: 'Paramètres et informations de l’établissement',
      maintenance: 'État du mode maintenance',
      tokens: 'Jetons de connexion vérifiés ({{count}})',
      formatters: 'Formats de fuseau horaire ({{count}})',
    },
  },
  validation: {
    invalidInput: 'Valeur non valide',
    invalidType: 'Valeur non valide : {{expected}} attendu, {{received}} reçu',
    invalidValue: 'Valeur non valide : {{value}} attendu',
    invalidOption: 'Option non valide : choisissez parmi {{options}}',
    tooSmall: 'Valeur trop petite : {{subject}} doit être {{bound}}',
    tooSmallSize: 'Trop court : {{subject}} doit avoir {{bound}}',
    tooBig: 'Valeur trop grande : {{subject}} doit être {{bound}}',
    tooBigSize: 'Trop long : {{subject}} doit avoir {{bound}}',
    unrecognizedKey: 'Champ inconnu : {{key}}',
    unrecognizedKeys: 'Champs inconnus : {{keys}}',
    invalidDate: 'Date non valide (format aaaa-mm-jj)',
    invalidDateTime: 'Date et heure non valides',
    invalidUuid: 'Identifiant non valide',
    invalidEmail: 'Adresse e-mail non valide',
    invalidUrl: 'Adresse web non valide',
  },
};
