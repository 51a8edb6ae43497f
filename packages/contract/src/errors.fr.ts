import type { ContractTranslations } from './i18n/catalogue.js';

/** The errors texts in French (vous), by the catalogue's keys. */
export const ERRORS_FR: Pick<ContractTranslations, 'errors' | 'ownAccount'> = {
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
    STUDENT_NOT_ARCHIVED: 'Archivez l’élève avant d’effacer ses données.',
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
    LINK_SIGNED_OUT:
      'Ce lien de téléchargement ne fonctionne plus : la personne qui l’a demandé s’est déconnectée ou n’y a plus accès. Connectez-vous et ouvrez-le de nouveau dans Rollcall.',
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
    PASSWORD_CHANGE_REQUIRED:
      'Votre mot de passe a été créé à l’installation de Rollcall. Choisissez votre propre mot de passe pour continuer.',
    CONFIRMATION_REQUIRED:
      'Pour votre sécurité, confirmez qu’il s’agit bien de vous : saisissez à nouveau votre mot de passe pour continuer.',
    SERVICE_UNAVAILABLE: 'Le serveur redémarre. Veuillez réessayer dans un instant.',
    MAINTENANCE: 'Rollcall est en maintenance. Veuillez réessayer plus tard.',
    BACKUP_REFUSED:
      'Ce fichier n’est pas une sauvegarde Rollcall, ou il est endommagé. Rien n’a été modifié.',
    CASE_NOT_FOUND: 'Dossier introuvable',
    ASSIGNEE_NOT_STAFF: 'Confiez le dossier à un membre actif du personnel',
    SCHOOL_FORBIDDEN: 'Vous ne travaillez pas dans cet établissement.',
    SCHOOL_REQUIRED: 'Choisissez d’abord un établissement : vous travaillez dans plusieurs.',
    SCHOOL_NOT_FOUND: 'Établissement introuvable',
    SCHOOL_CODE_TAKEN: 'Un autre établissement du district a ce code',
    CARD_OTHER_SCHOOL: 'Cette carte appartient à un autre établissement du district',
    INTERNAL: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  },
  ownAccount: {
    cannotDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
    cannotDeactivate: 'Vous ne pouvez pas désactiver votre propre compte.',
    cannotResetOwnTwoFactor:
      'Vous ne pouvez pas réinitialiser votre propre validation en deux étapes. Désactivez-la dans votre profil avec votre mot de passe et un code.',
    sessionNotFound: 'Session introuvable',
    sessionSignedOut: 'Session fermée',
  },
};
