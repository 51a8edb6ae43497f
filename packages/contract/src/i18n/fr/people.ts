import type { ContractTranslations } from '../catalogue.js';

/** French for students, attendance, absentees, users and accounts. */
export const FR_PEOPLE: Pick<
  ContractTranslations,
  | 'absentee'
  | 'attendance'
  | 'attendanceCsv'
  | 'auth'
  | 'common'
  | 'languages'
  | 'media'
  | 'ownAccount'
  | 'roles'
  | 'students'
  | 'text'
  | 'twoFactor'
  | 'users'
> = {
  absentee: {
    heading: 'Gestion des absences',
    intro: 'Avis automatiques aux responsables légaux des élèves absents',
    noAbsentees: 'Bonne nouvelle ! Aucun élève n’est absent à cette date.',
    customMessageHelp:
      'Si vous le saisissez, ce message sera envoyé à la place de l’avis d’absence par défaut.',
    selectStudents: 'Veuillez sélectionner les élèves à prévenir',
    testEmailRequired: 'L’e-mail de test est obligatoire',
    testEmailInvalid: 'Veuillez saisir une adresse e-mail valide',
    testPhoneInvalid: 'Saisissez le numéro avec son indicatif pays, par ex. +15550102000',
    manualCheckTodayOnly: 'La vérification manuelle ne peut porter que sur aujourd’hui.',
    manualCheckDone: 'Vérification manuelle des absences terminée',
    notificationsSent: 'Élèves prévenus : {{count}}',
    testSent: 'Avis de test envoyés',
    testFailed: 'Échec de l’envoi des avis de test',
    testSentToOutbox:
      'Avis de test déposés dans la boîte d’envoi (aucun fournisseur d’e-mail ni de SMS n’est configuré)',
    testEmailFailed: 'Échec de l’envoi des avis de test. E-mail : {{reason}}',
    testSmsFailed: 'Échec de l’envoi des avis de test. SMS : {{reason}}',
    testBothFailed:
      'Échec de l’envoi des avis de test. E-mail : {{emailReason}} ; SMS : {{smsReason}}',
    testSubject: 'Message de test de Rollcall',
    testBody:
      'Voici un message de test du système de présence Rollcall de {{schoolName}}. Si vous lisez ceci, les avis aux responsables légaux vous parviennent.',
    loadFailed: 'Impossible de charger les élèves absents',
    sendFailed: 'Échec de l’envoi des avis',
    manualCheckFailed: 'Impossible de lancer la vérification manuelle',
    notSchoolDay:
      'Aujourd’hui n’est pas un jour de classe : personne n’est attendu, donc personne n’est prévenu.',
    channelsOff:
      'L’e-mail et les SMS sont tous deux désactivés dans Paramètres système → Notifications : aucun message ne partirait.',
    messagingOff: 'L’envoi des avis aux responsables légaux n’est pas démarré sur ce serveur.',
    schedule:
      'Chaque jour de classe ({{days}}, hors jours fériés) à {{time}}, les responsables légaux des élèves qui n’ont pas pointé leur arrivée sont prévenus par e-mail et SMS.',
    mondayToFriday: 'du lundi au vendredi',
  },
  attendance: {
    qrRequired: 'Veuillez saisir un code QR',
    recorded: 'Présence enregistrée pour {{name}}',
    scanRecorded: 'Présence enregistrée',
    alreadyCheckedIn: '{{name}} est déjà arrivé(e) aujourd’hui à {{time}}',
    alreadyCheckedInEarlier: '{{name}} est déjà arrivé(e) aujourd’hui',
    unknownCode: 'Aucun élève ne correspond à ce code QR ou à ce numéro d’élève',
    forgedCode:
      'Ce code QR n’est pas valide. Il a peut-être été modifié ou créé en dehors de Rollcall.',
    supersededCode: 'Ce code QR a été remplacé. Veuillez utiliser la nouvelle carte d’élève.',
    archivedStudent: 'Cet élève n’est plus inscrit.',
    inactiveStudent: 'Cet élève est inactif : son arrivée ne peut pas être enregistrée.',
    notFound: 'Présence introuvable',
    reasonRequired: 'Veuillez indiquer un motif',
    updated: 'Présence mise à jour',
    deleted: 'Présence supprimée',
    manualRecorded: 'Présence enregistrée',
    manualDateInFuture: 'Impossible d’enregistrer une présence à une date future.',
    manualDateBeforeSchoolYear:
      'Les présences ne peuvent être enregistrées que pour cette année scolaire (à partir du {{start}}).',
    scanFailed: 'Impossible de traiter le code QR. Veuillez réessayer.',
    noRecentActivity: 'Aucune activité récente aujourd’hui',
    noRecordsToday: 'Aucune présence enregistrée aujourd’hui',
    listEmpty: 'Aucune présence ne correspond aux filtres sélectionnés.',
    listLoading: 'Chargement des présences...',
    fetchFailed: 'Impossible de récupérer les présences',
    dateRangeInvalid: 'La date de fin doit être égale ou postérieure à la date de début',
  },
  attendanceCsv: {
    sheetName: 'Présences',
    statuses: { present: 'Présent', late: 'En retard', absent: 'Absent' },
    timeWindows: { on_time: 'à l’heure', late: 'en retard', very_late: 'très en retard' },
    notApplicable: 'N/D',
    unknownStudent: 'Élève inconnu',
    onTime: 'À l’heure',
    minutesLate: '+{{minutes}} min',
    checkOutEarly: '{{time}} (anticipé)',
  },
  auth: {
    welcome: 'Bon retour parmi nous',
    subtitle: 'Connectez-vous à votre tableau de bord',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    passwordRequired: 'Le mot de passe est obligatoire',
    currentPasswordRequired: 'Le mot de passe actuel est obligatoire',
    loginFailed: 'Échec de la connexion',
    networkError: 'Erreur réseau. Vérifiez votre connexion Internet et réessayez.',
    unexpected: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
    profileUpdated: 'Profil mis à jour !',
    passwordChanged: 'Mot de passe modifié. Veuillez vous reconnecter.',
    loggedOut: 'Vous êtes déconnecté(e)',
    bioTooLong: 'La biographie ne doit pas dépasser 500 caractères',
  },
  common: {
    notValidId: 'Identifiant non valide',
    dateFormat: 'Saisissez une date au format aaaa-mm-jj',
    dateTimeFormat: 'Saisissez une date et une heure (ISO 8601)',
    dateOrTimestamp: 'Saisissez une date au format aaaa-mm-jj ou un horodatage ISO',
    tooLong: '{{max}} caractères maximum',
    codeTooLong: 'Ce code est trop long pour être un code QR Rollcall',
    scanCard: 'Veuillez scanner une carte',
    fileHasNoRows: 'Le fichier ne contient aucune ligne',
    tooManyRows: '{{max}} lignes au maximum à la fois',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter {{seconds}} secondes, puis réessayer.',
    tooManyAttemptsMinutes:
      'Trop de tentatives. Veuillez patienter {{minutes}} minutes, puis réessayer.',
    nameTooLong: 'Le nom ne doit pas dépasser 100 caractères',
    departmentTooLong: 'Le service ne doit pas dépasser 100 caractères',
    noSuchEndpoint: 'Adresse de l’API inconnue : {{method}} {{path}}',
  },
  languages: {
    en: 'Anglais',
    es: 'Espagnol',
    fr: 'Français',
  },
  media: {
    fileRequired: 'Veuillez choisir un fichier image.',
    wrongType: 'Seules les images JPEG, PNG ou WebP sont acceptées.',
    tooLarge: 'L’image ne doit pas dépasser 5 Mo.',
    unreadable: 'Impossible de lire ce fichier comme une image.',
  },
  ownAccount: {
    cannotDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
    cannotDeactivate: 'Vous ne pouvez pas désactiver votre propre compte.',
    cannotResetOwnTwoFactor:
      'Vous ne pouvez pas réinitialiser votre propre validation en deux étapes. Désactivez-la dans votre profil avec votre mot de passe et un code.',
    sessionNotFound: 'Session introuvable',
    sessionSignedOut: 'Session fermée',
  },
  roles: {
    admin: 'Administrateur',
    teacher: 'Enseignant(e)',
  },
  students: {
    firstNameRequired: 'Le prénom est obligatoire',
    lastNameRequired: 'Le nom est obligatoire',
    studentIdRequired: 'Le numéro d’élève est obligatoire',
    studentIdInvalid:
      'Le numéro d’élève ne peut contenir que des lettres, des chiffres, des tirets et des tirets bas',
    studentIdTaken: 'Ce numéro d’élève existe déjà',
    studentIdImmutable: 'Le numéro d’élève ne peut pas être modifié',
    classRequired: 'La classe est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
    guardianNameRequired: 'Le nom du responsable légal est obligatoire',
    guardianPhoneRequired: 'Le téléphone du responsable légal est obligatoire',
    guardianPhoneInvalid: 'Veuillez saisir un téléphone valide pour le responsable légal',
    guardianEmailInvalid: 'Veuillez saisir une adresse e-mail valide pour le responsable légal',
    guardianLanguageInvalid: 'Choisissez l’anglais, l’espagnol ou le français',
    notesTooLong: 'Les notes ne doivent pas dépasser 500 caractères',
    dateInvalid: 'Veuillez saisir une date valide',
    deleteConfirm: 'Voulez-vous vraiment supprimer cet élève ?',
    notFound: 'Élève introuvable',
    created: 'Élève créé !',
    updated: 'Élève mis à jour !',
    deleted: 'Élève supprimé !',
    qrRegenerated: 'Code QR régénéré. Les cartes imprimées auparavant ne sont plus reconnues.',
    photoUploaded: 'Photo envoyée !',
    emptyTitle: 'Aucun élève',
    emptyText: 'Commencez par créer un nouvel élève.',
    duplicateInFile: 'Ce numéro d’élève apparaît plusieurs fois dans le fichier',
    duplicateInFileRow: 'Ce numéro d’élève apparaît plusieurs fois dans le fichier (ligne {{row}})',
  },
  text: {
    unstorableCharacter:
      'Ce texte contient un caractère impossible à enregistrer (un NUL ou un émoji abîmé). Veuillez le ressaisir.',
  },
  twoFactor: {
    codeRequired: 'Saisissez le code de votre application d’authentification',
    totpFormat: 'Saisissez le code à 6 chiffres de votre application d’authentification',
    codeTooLong:
      'C’est plus long que n’importe quel code. Saisissez le code à 6 chiffres ou un code de récupération.',
    passwordRequired: 'Le mot de passe est obligatoire',
    codeUsed:
      'Ce code a déjà été utilisé. Attendez le code suivant dans votre application d’authentification et saisissez-le.',
    enabled:
      'La validation en deux étapes est activée. Conservez vos codes de récupération en lieu sûr.',
    disabled: 'La validation en deux étapes est désactivée.',
    reset:
      'La validation en deux étapes a été réinitialisée et les sessions de l’utilisateur ont été fermées. Il se connecte avec son mot de passe et peut la configurer à nouveau.',
    resetNotEnabled: 'Cet utilisateur n’utilise pas la validation en deux étapes.',
    requiredForAdmins:
      'Votre établissement impose la validation en deux étapes aux administrateurs : elle ne peut pas être désactivée.',
  },
  users: {
    nameRequired: 'Le nom est obligatoire',
    nameTooShort: 'Le nom doit contenir au moins 2 caractères',
    emailRequired: 'L’e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
    passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
    passwordWeak:
      'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
    created: 'Utilisateur créé !',
    updated: 'Utilisateur mis à jour !',
    deleted: 'Utilisateur supprimé !',
    statusUpdated: 'Statut de l’utilisateur mis à jour !',
    accessDenied: 'Accès refusé : vous n’avez pas l’autorisation de gérer les utilisateurs.',
    loading: 'Chargement des utilisateurs...',
    empty: 'Aucun utilisateur trouvé',
  },
};
