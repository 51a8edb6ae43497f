import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { SETTINGS_EN } from './en';

export const SETTINGS_FR: Translations<typeof SETTINGS_EN> = {
  screen: {
    title: 'Paramètres du système',
    subtitle:
      'Configurez l’établissement, la sécurité des connexions, les messages aux responsables légaux et les règles de présence.',
    category: 'Catégorie',
    categories: 'Catégories de paramètres',
    unsavedLabel: '{{label}} (modifications non enregistrées)',
    unsaved: 'Non enregistré',
  },
  categories: {
    general: 'Paramètres généraux',
    security: 'Sécurité et confidentialité',
    notifications: 'Notifications aux familles',
    attendance: 'Paramètres de présence',
    reports: 'Configuration des rapports',
    backup: 'Sauvegarde et restauration',
    maintenance: 'Maintenance du système',
    interventions: 'Accompagnement des familles',
    apiTokens: 'Jetons d’API',
    ssoProviders: 'Fournisseurs de connexion',
    schools: 'Établissements',
  },
  form: {
    discard: 'Annuler les modifications',
    loading: 'Chargement des paramètres',
    error: 'Erreur',
    loadFailed: 'Impossible de charger les paramètres.',
    saveFailed: 'Impossible d’enregistrer les paramètres.',
  },
  schoolInfo: {
    subtitle:
      'Les coordonnées de l’établissement. Seuls les administrateurs peuvent modifier les paramètres.',
    loading: 'Chargement des informations de l’établissement',
    loadFailed: 'Impossible de charger les informations de l’établissement.',
    title: 'Informations sur l’établissement',
    notSet: 'Non renseigné',
  },
  general: {
    description:
      'Les coordonnées de l’établissement, son année scolaire, son fuseau horaire et sa langue.',
    schoolInformation: 'Informations sur l’établissement',
    regionAndLanguage: 'Région et langue',
    defaultLanguageHint:
      'Utilisée pour les responsables légaux dont la langue n’est pas renseignée',
  },
  timezone: {
    description: 'Les jours et heures de l’établissement suivent cette horloge',
    nothingFound: 'Aucun fuseau horaire ne correspond',
    unitedStates: 'États-Unis',
    all: 'Tous les fuseaux horaires',
    eastern: 'Heure de l’Est ({{zone}})',
    central: 'Heure du Centre ({{zone}})',
    mountain: 'Heure des Rocheuses ({{zone}})',
    pacific: 'Heure du Pacifique ({{zone}})',
  },
  logo: {
    saveFailed: 'Impossible d’enregistrer le logo.',
    removeTitle: 'Supprimer le logo de l’établissement ?',
    removeText:
      'Les cartes d’élève, les rapports et les e-mails n’afficheront aucun logo tant que vous n’en aurez pas envoyé un.',
    remove: 'Supprimer le logo',
    removeFailed: 'Impossible de supprimer le logo.',
    previewAlt: 'Aperçu du nouveau logo de l’établissement',
    none: 'Aucun logo',
    previewHint: 'Aperçu du nouveau logo : envoyez-le pour l’utiliser.',
    hint: 'Affiché sur les cartes d’élève, les rapports et les e-mails. JPEG, PNG ou WebP, 5 Mo au maximum.',
    change: 'Changer le logo',
    choose: 'Choisir un logo',
    upload: 'Envoyer le logo',
  },
  academicYear: {
    none: 'Aucune année scolaire n’est définie : l’année est supposée commencer le 1er août.',
    set: 'Définir l’année scolaire',
    starts: 'Début de l’année',
    ends: 'Fin de l’année',
    remove: 'Supprimer l’année scolaire',
  },
  terms: {
    hint: 'Chacun compris dans l’année scolaire, sans chevauchement.',
    none: 'Aucun pour l’instant. Ajoutez les trimestres ou semestres qui divisent l’année.',
    legend: 'Période {{number}}',
    namePlaceholder: 'Premier trimestre',
    remove: 'Supprimer {{term}}',
    add: 'Ajouter une période',
  },
  attendance: {
    description:
      'Quand commence la journée, quand une arrivée est en retard et quels jours sont des jours de classe.',
    startTimeHint: 'Les retards comptent à partir de cette heure',
    cutoffHint: 'Les absences sont signalées à cette heure',
    dismissalHint: 'Partir avant est un départ anticipé',
    gracePeriodHint: 'Jusqu’à ce nombre de minutes de retard, l’élève est à l’heure',
    veryLateHint: 'Au-delà de ce nombre de minutes, l’élève est très en retard',
    minutesSuffix: ' min',
    casesTitle: 'Règles qui ouvrent des dossiers d’assiduité',
    consecutiveHint: 'Un dossier s’ouvre après ce nombre de jours de classe d’absence d’affilée',
    latenessDaysHint: 'Un dossier s’ouvre quand un élève est en retard ce nombre de jours…',
    latenessWindowHint: '…parmi ce nombre de derniers jours de classe',
    schoolDaysSuffix: ' jours de classe',
  },
  holidays: {
    description:
      'Jours où l’établissement est fermé : personne n’est attendu et personne n’est noté absent. Cliquez sur un jour pour l’ajouter ou le retirer.',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    count_one: '{{count}} jour de fermeture',
    count_other: '{{count}} jours de fermeture',
    none: 'Aucun jour choisi pour le moment.',
    remove: 'Retirer le jour de fermeture du {{date}}',
  },
  notifications: {
    description:
      'Comment les responsables légaux apprennent que leur enfant n’a pas enregistré son arrivée : les canaux, l’expéditeur et les messages.',
    emailHint: 'Les responsables légaux ayant une adresse e-mail reçoivent l’e-mail d’absence.',
    smsHint: 'Les responsables légaux ayant un numéro de portable reçoivent le SMS d’absence.',
    senderNameHint:
      'Le nom que les responsables légaux voient comme expéditeur ; vide : le nom de l’établissement ({{schoolName}})',
    language: 'Langue des textes',
    languageHint:
      'Chaque responsable légal reçoit les textes dans la langue indiquée sur la fiche de l’élève ; à défaut, dans la langue par défaut de l’établissement ({{language}}).',
    languageHasErrors: 'contient des erreurs',
    languageSmsLong: 'SMS de plus de deux parties',
    builtInTexts: 'Textes de Rollcall',
    schoolTexts: 'Textes de l’établissement',
    builtInHint:
      'Les responsables légaux qui lisent cette langue ({{language}}) reçoivent la formulation de Rollcall. Modifiez un texte pour en faire celui de l’établissement.',
    schoolHint:
      'Les responsables légaux qui lisent cette langue ({{language}}) reçoivent la formulation de l’établissement.',
    useBuiltIn: 'Utiliser les textes de Rollcall',
    useBuiltInLabel: 'Utiliser les textes de Rollcall ({{language}})',
    absenceEmail: 'E-mail d’absence',
    absenceSms: 'SMS d’absence',
  },
  template: {
    insert: 'Insérer :',
    insertLabel: 'Insérer {{placeholder}} dans {{field}}',
    resetLabel: 'Remettre le texte de Rollcall : {{field}}',
    reset: 'Texte de Rollcall',
  },
  preview: {
    off: 'Désactivé : non envoyé',
    email: 'Aperçu de l’e-mail',
    from: 'De : {{sender}}',
    sms: 'Aperçu du SMS',
    smsParts_one:
      '{{count}} partie de SMS ({{units}} caractères, {{encoding}}) avec ces valeurs d’exemple',
    smsParts_other:
      '{{count}} parties de SMS ({{units}} caractères, {{encoding}}) avec ces valeurs d’exemple',
    smsPartsAccented_one:
      'Avec un nom accentué ({{name}}) : {{count}} partie de SMS ({{units}} caractères, UCS-2)',
    smsPartsAccented_other:
      'Avec un nom accentué ({{name}}) : {{count}} parties de SMS ({{units}} caractères, UCS-2)',
  },
  providers: {
    title: 'Fournisseurs d’envoi',
    description: 'Lus dans l’environnement du serveur à son démarrage.',
    loading: 'Chargement des fournisseurs',
    loadFailed: 'Impossible de charger les fournisseurs.',
    email: 'Envoi d’e-mails',
    sms: 'SMS (via Twilio)',
    configured: 'Configuré',
    notConfigured: 'Non configuré',
    sendsThrough: 'Envoie via {{destination}}.',
    theConfiguredProvider: 'le fournisseur configuré',
    outbox:
      'Les messages restent dans la boîte d’envoi (Gestion des absences → Journal des envois). Pour les envoyer, définissez',
    and: ' et ',
    restart: 'dans l’environnement du serveur, puis redémarrez-le.',
  },
  outreach: {
    description:
      'Rappels aux familles des élèves absents et lettres à poster : quand le rappel part de lui-même et ce que disent rappels et lettres.',
    openScreen: 'Envoyer des rappels ou préparer des lettres',
    schedule: 'Rappel mensuel',
    schedules: { off: 'Désactivé', monthly: 'Mensuel' },
    day: 'Jour du mois',
    templates: 'Texte des rappels et des lettres',
    fields: {
      nudgeEmailSubject: 'Objet de l’e-mail de rappel',
      nudgeEmailBody: 'E-mail de rappel',
      nudgeSms: 'SMS de rappel',
      letterNudge: 'Lettre : rappel d’assiduité',
      letterConsecutiveAbsences: 'Lettre : absences consécutives',
      letterChronicAbsence: 'Lettre : absentéisme chronique',
    },
    preview: 'Aperçu avec des chiffres d’exemple',
    testTitle: 'Envoyer un rappel de test',
    testDescription:
      'Un rappel d’exemple (5 jours d’absence, un élève typique 2) par e-mail, et par SMS si un téléphone est indiqué, envoyé aussitôt.',
  },
  testSend: {
    title: 'Envoyer un message de test',
    description:
      'Un e-mail de test, et un SMS de test si un numéro est indiqué, envoyés immédiatement. Chacun apparaît dans le Journal des envois de la Gestion des absences.',
    email: 'Adresse e-mail de test',
    emailHint: 'Où l’e-mail de test est envoyé',
    phone: 'Téléphone de test (facultatif)',
    send: 'Envoyer le test',
    language: 'Rédigé dans la langue des textes ci-dessus ({{language}}).',
  },
  security: {
    description:
      'Comment le personnel se connecte, combien de temps dure une connexion et combien de temps les présences sont conservées.',
    requireTwoFactor: 'Exiger la validation en deux étapes pour les administrateurs',
    requireTwoFactorHint:
      'Un administrateur qui ne l’a pas doit la configurer après s’être connecté.',
    gatePlainCodes: 'Accepter les numéros d’élève simples sur les appareils d’entrée',
    gatePlainCodesHint:
      'Désactivé est plus sûr : n’importe qui peut imprimer un numéro d’élève en code-barres ou le saisir, et une arrivée enregistrée à l’entrée arrête l’alerte d’absence du jour envoyée au responsable. Les appareils d’entrée n’acceptent alors que le code QR signé de la carte ; le personnel peut toujours saisir un numéro dans la fenêtre de scan.',
    sessionLengthHint:
      'Jours pendant lesquels une connexion reste valable sans être utilisée ; les nouvelles connexions prennent la nouvelle durée',
    daysSuffix: ' jours',
    maxSessionHint:
      'Jours après la connexion au bout desquels le mot de passe est redemandé, même si la session sert chaque jour',
    gateIdleHint:
      'Jours sans contact après lesquels un appareil d’entrée est refusé jusqu’à un nouvel appairage',
    passwordMinLengthHint:
      'Pour les mots de passe choisis désormais ; les plus courants sont toujours refusés',
    charactersSuffix: ' caractères',
    retentionHint: 'Années scolaires ; laissez vide pour tout conserver',
    retentionOff: 'Désactivé : tout est conservé',
    schoolYearsSuffix: ' années scolaires',
    studentRetentionHint:
      'Années après l’archivage ; une tâche de nuit efface leurs données personnelles. Laissez vide pour garder les élèves archivés.',
    studentRetentionOff: 'Désactivé : garder les élèves archivés',
    yearsSuffix: ' ans',
    preview: {
      title: 'Qui serait effacé ensuite',
      description:
        'Les élèves archivés que la prochaine exécution de nuit efface, avec le réglage enregistré.',
      label: 'Élèves à effacer',
      loading: 'Chargement des élèves à effacer',
      failed: 'Échec du chargement des élèves à effacer',
      off: 'La conservation est désactivée : les élèves archivés sont gardés.',
      none: 'Personne à effacer : aucun élève archivé ne dépasse {{years}} ans.',
      total_one: '{{count}} élève à effacer.',
      total_other: '{{count}} élèves à effacer.',
      eraseOn: 'À effacer depuis',
    },
  },
  reports: {
    description:
      'La période sur laquelle s’ouvrent les analyses, et qui compte comme absent chronique.',
    trendWindowHint: 'Jours affichés par les analyses à l’ouverture',
    chronicThresholdHint: 'Absent au moins sur cette part des jours de classe',
    chronicMinDaysHint: 'Seuls les élèves inscrits depuis au moins ce nombre de jours sont comptés',
  },
  backup: {
    saved: 'Sauvegarde enregistrée sous {{fileName}}',
    failed: 'Impossible d’effectuer la sauvegarde.',
    downloadDescription:
      'Un fichier chiffré avec toutes les tables des données de l’établissement : ce serveur l’ouvre, et la clé de récupération l’ouvre sur une autre machine. Conservez-le en lieu sûr : il contient des données personnelles.',
    download: 'Télécharger une sauvegarde',
    automaticList: 'Sauvegardes automatiques sur ce serveur',
  },
  automaticBackups: {
    description:
      'Chaque nuit, le serveur écrit une sauvegarde dans son dossier de données (DATA_DIR/backups) et conserve les plus récentes.',
    embedded:
      'Ce serveur utilise la base de données intégrée : les sauvegardes quotidiennes sont activées, sauf si vous les désactivez.',
    postgres:
      'Ce serveur utilise PostgreSQL : les sauvegardes quotidiennes sont désactivées, sauf si vous les activez (sauvegardez aussi la base avec ses propres outils).',
    daily: 'Sauvegarde quotidienne automatique',
    byDefault: 'Par défaut. {{reason}}',
    setByAdmin: 'Défini par un administrateur.',
    kept: 'Sauvegardes à conserver',
    keptHint: 'La plus ancienne est supprimée quand une nouvelle est écrite',
    keptSuffix: ' sauvegardes',
    loading: 'Chargement des sauvegardes automatiques',
    listFailed: 'Impossible de lister les sauvegardes automatiques.',
    none: 'Aucune sauvegarde automatique pour l’instant.',
    made: 'Créée le',
    size: 'Taille',
    kilobytes: '{{size}} Ko',
    megabytes: '{{size}} Mo',
  },
  offsite: {
    title: 'Copie hors du serveur',
    description:
      'Chaque sauvegarde automatique est aussi copiée hors de ce serveur : un disque ou une machine perdus ne font rien perdre. Le même nombre de sauvegardes y est conservé.',
    kind: 'Copier chaque sauvegarde vers',
    kinds: {
      none: 'Nulle part ailleurs (ce serveur seulement)',
      s3: 'Un bucket compatible S3 (AWS S3, Backblaze B2, MinIO, Wasabi)',
      directory: 'Un dossier (un partage réseau monté)',
    },
    fields: {
      endpoint: 'Adresse du service',
      region: 'Région',
      bucket: 'Compartiment (bucket)',
      prefix: 'Dossier dans le bucket',
      accessKeyId: 'Identifiant de la clé d’accès',
      secretAccessKey: 'Clé d’accès secrète',
      path: 'Dossier',
    },
    prefixHint: 'Facultatif ; les sauvegardes sont rangées sous ce nom',
    secretKept: 'Enregistrée. Laissez vide pour la garder ; elle n’est jamais affichée.',
    pathHint: 'Le chemin complet sur le serveur ; le partage doit y être monté',
    statusTitle: 'Dernière sauvegarde',
    lastBackup: 'Sur ce serveur : {{fileName}}, {{time}}, {{size}}',
    status: {
      off: 'Copie hors du serveur : aucune.',
      pending: 'Copie hors du serveur : pas encore faite.',
      copied: 'Copie hors du serveur : {{location}}, {{time}}',
      failed: 'Échec de la copie hors du serveur : {{location}}, {{time}}',
    },
    failedTitle: 'La dernière copie hors du serveur a échoué',
    retryHint:
      'Rollcall réessaie toutes les heures ; les administrateurs ont été prévenus par e-mail.',
    backUpNow: 'Sauvegarder maintenant',
    ran: 'Sauvegarde faite : {{fileName}}',
    ranCopyFailed:
      'La sauvegarde a été faite sur ce serveur, mais sa copie hors du serveur a échoué.',
  },
  restore: {
    replaced: {
      students: 'les élèves, leurs photos, codes QR et cartes d’élève',
      attendance: 'toutes les présences et leur historique de modifications',
      users:
        'les utilisateurs (mots de passe, connexion en deux étapes et statut actif restent tels qu’ils sont)',
      settings:
        'tous les paramètres, les messages aux responsables légaux, les rapports et les bornes d’entrée',
    },
    title: 'Restauration',
    description:
      'Remplacez les données de l’établissement par un fichier de sauvegarde : téléchargé ici, ou fait par une autre installation de Rollcall avec sa clé de récupération.',
    form: 'Restaurer une sauvegarde',
    refused: 'Sauvegarde refusée',
    file: 'Fichier de sauvegarde',
    fileHint:
      'Un fichier .rollcall-backup issu de Télécharger une sauvegarde (les anciennes finissent par .json.gz)',
    filePlaceholder: 'Choisir un fichier',
    fileClear: 'Retirer le fichier choisi',
    passwordHint: 'Demandé à nouveau, car une restauration remplace tout',
    submit: 'Restaurer la sauvegarde…',
    confirmTitle: 'Remplacer toutes les données par cette sauvegarde ?',
    confirmIntro:
      'Tout ce qui se trouve actuellement dans Rollcall est remplacé par le contenu de <file>{{fileName}}</file> :',
    confirmOutro:
      'Les modifications faites depuis la sauvegarde sont perdues. Tout le monde est déconnecté, vous aussi, et les appareils d’entrée devront être appairés à nouveau. Le journal d’audit est conservé. Le fichier est d’abord vérifié : un fichier endommagé, ou celui d’une autre installation sans sa clé, ne change rien.',
    confirm: 'Remplacer les données',
    opening: 'Sauvegarde d’une autre installation',
    openingHint:
      'Seulement pour une sauvegarde faite par une autre installation de Rollcall. Saisissez sa clé de récupération ou sa phrase secrète de sauvegarde : l’une des deux suffit.',
  },
  recoveryKey: {
    title: 'Clé de récupération',
    description:
      'Si ce serveur est perdu, la clé de récupération ouvre ses sauvegardes sur une nouvelle machine. Gardez-la loin du serveur : imprimée et rangée sous clé, ou dans un gestionnaire de mots de passe.',
    loading: 'Chargement de l’état de la clé de récupération',
    loadFailed: 'L’état de la clé de récupération n’a pas pu être lu.',
    made: 'Clé créée le {{date}}',
    savedOn: 'Marquée comme conservée le {{date}}',
    notSavedTitle: 'La clé de récupération n’est pas encore marquée comme conservée',
    notSaved:
      'Sans elle, les sauvegardes ne peuvent pas être ouvertes sur une autre machine. Affichez-la, conservez-la loin de ce serveur, puis appuyez sur « Je l’ai conservée ».',
    show: 'Afficher la clé de récupération',
    hide: 'Masquer la clé de récupération',
    shownHint:
      'Quiconque a cette clé et un fichier de sauvegarde peut lire les données de l’établissement.',
    copy: 'Copier',
    copied: 'Clé de récupération copiée',
    copyFailed: 'La clé n’a pas pu être copiée : sélectionnez-la et copiez-la à la main.',
    print: 'Imprimer',
    printTitle: 'Clé de récupération Rollcall',
    printAdvice:
      'Cette clé ouvre les sauvegardes du Rollcall de cet établissement sur une nouvelle machine. Gardez cette page en lieu sûr, loin du serveur.',
    printBlocked:
      'La fenêtre d’impression a été bloquée : autorisez les fenêtres surgissantes pour ce site et réessayez.',
    markSaved: 'Je l’ai conservée',
    markSavedFailed: 'La clé n’a pas pu être marquée comme conservée.',
    showFailed: 'La clé de récupération n’a pas pu être affichée.',
    rotate: 'Créer une nouvelle clé…',
    rotateTitle: 'Créer une nouvelle clé de récupération ?',
    rotateBody:
      'Les sauvegardes faites à partir de maintenant demanderont la nouvelle clé. Les sauvegardes plus anciennes demandent toujours l’ancienne clé : gardez-la aussi longtemps que ces sauvegardes.',
    rotateConfirm: 'Créer une nouvelle clé',
    rotateFailed: 'Une nouvelle clé n’a pas pu être créée.',
    passphraseTitle: 'Phrase secrète de sauvegarde',
    passphraseDescription:
      'Facultatif : une phrase de votre choix qui ouvre aussi les sauvegardes faites à partir de maintenant, à la place de la clé de récupération. Au moins 12 caractères.',
    passphraseIsSet: 'Une phrase secrète de sauvegarde est définie.',
    passphraseNotSet: 'Aucune phrase secrète de sauvegarde n’est définie.',
    passphrase: 'Nouvelle phrase secrète',
    passphraseRepeat: 'Saisissez à nouveau la phrase secrète',
    passphraseMismatch: 'Les deux phrases secrètes ne sont pas identiques',
    passphraseSet: 'Enregistrer la phrase secrète',
    passphraseChange: 'Changer la phrase secrète',
    passphraseClear: 'Supprimer la phrase secrète',
    passphraseFailed: 'La phrase secrète n’a pas pu être modifiée.',
  },
  maintenance: {
    exported: 'Élèves exportés dans {{fileName}}',
    exportFailed: 'Impossible d’exporter les élèves.',
    exportStudents: 'Exporter les élèves (CSV)',
    cacheFailed: 'Impossible de vider le cache.',
    dataTitle: 'Données',
    dataDescription:
      'Exportez les données de l’établissement au format CSV, ou ajoutez des élèves depuis un fichier CSV.',
    exportAttendance: 'Exporter les présences (CSV)',
    importData: 'Importer des données',
    clearCache: 'Vider le cache',
    clearCacheDescription:
      'Le serveur garde en mémoire les paramètres et les connexions vérifiées ; le vider l’oblige à les relire. Rien n’est perdu.',
    resetDescription:
      'Efface tous les élèves ainsi que leurs présences, notifications, cartes d’élève et rapports. Les utilisateurs et les paramètres sont conservés.',
    reset: 'Réinitialiser le système…',
  },
  maintenanceMode: {
    title: 'Mode maintenance',
    description:
      'À utiliser pendant la restauration d’une sauvegarde ou la modification des données de l’établissement.',
    loading: 'Chargement du mode maintenance',
    failed: 'Impossible de changer le mode maintenance.',
    toggleHint:
      'Une fois activé, seuls les administrateurs peuvent se connecter ou utiliser Rollcall ; les autres voient le message ci-dessous.',
    message: 'Message affiché aux autres utilisateurs',
    messageHint: 'Facultatif, jusqu’à {{max}} caractères',
    save: 'Enregistrer le mode maintenance',
  },
  reset: {
    erased: {
      students: 'tous les élèves, avec leurs photos, codes QR et cartes d’élève',
      attendance: 'toutes les présences',
      notifications: 'les notifications aux responsables légaux et leurs envois quotidiens',
      reports: 'les rapports générés',
    },
    kept: 'Les utilisateurs, leurs mots de passe, tous les paramètres, les bornes d’entrée et le journal d’audit sont conservés.',
    failed: 'Impossible de réinitialiser le système.',
    title: 'Réinitialiser le système',
    warning: 'Cette action est irréversible',
    erasedIntro:
      'Effacé définitivement (téléchargez d’abord une sauvegarde si vous pourriez en avoir besoin) :',
    schoolNameHint: 'Saisissez <name>{{schoolName}}</name> pour confirmer',
    submit: 'Effacer les élèves et les données',
  },
  maintenanceScreen: {
    documentTitle: 'Maintenance en cours · Rollcall',
    reassurance:
      'Votre travail est en sécurité. Cette page vérifie à nouveau d’elle-même ; vous pouvez aussi réessayer maintenant.',
    tryAgain: 'Réessayer',
  },
  schools: {
    description:
      'Les établissements de cette installation. Chacun a ses propres élèves, personnel, réglages et fuseau horaire ; archiver un établissement arrête ses tâches planifiées et conserve ses données.',
    add: 'Ajouter un établissement',
    addTitle: 'Ajouter un établissement',
    save: 'Enregistrer l’établissement',
    code: 'Code de l’établissement',
    codeHelp:
      'Un code court, unique dans le district, comme le numéro de l’établissement dans votre SIS',
    students: 'Élèves inscrits',
    open: 'Ouvert',
    archived: 'Archivé',
    loading: 'Chargement des établissements',
    loadFailed: 'Impossible de charger les établissements',
    editSchool: 'Modifier {{school}}',
    archive: 'Archiver…',
    confirmArchive: 'Archiver l’établissement',
    archiveSchool: 'Archiver {{school}}',
    archiveTitle: 'Archiver {{school}} ?',
    archiveConfirm:
      'Son personnel n’y travaillera plus et ses tâches planifiées (contrôles d’absence, messages) s’arrêtent. Ses élèves et ses données sont conservés, et vous pourrez le rouvrir plus tard.',
    reopen: 'Rouvrir…',
    confirmReopen: 'Rouvrir l’établissement',
    reopenSchool: 'Rouvrir {{school}}',
    reopenTitle: 'Rouvrir {{school}} ?',
    reopenConfirm:
      'Ses tâches planifiées reprennent et son personnel peut de nouveau y avoir accès.',
    saveFailed: 'Impossible d’enregistrer l’établissement : {{reason}}',
    saveFallback: 'L’enregistrement de l’établissement a échoué',
    statusFailed: 'Impossible de modifier l’établissement : {{reason}}',
    statusFallback: 'La modification de l’établissement a échoué',
  },
  apiTokens: {
    description:
      'Un script, comme celui qui envoie chaque nuit l’export OneRoster de votre logiciel de vie scolaire, s’identifie avec un jeton au lieu d’un mot de passe. Un jeton n’atteint que ses portées ; chaque usage est dans le journal d’audit.',
    createTitle: 'Nouveau jeton d’API',
    name: 'Nom du jeton',
    nameHint: 'Ce qu’est le script, pour savoir quel jeton révoquer : « Liste nocturne du SIS ».',
    scopes: 'Portées',
    create: 'Créer le jeton',
    createFailed: 'Le jeton n’a pas pu être créé.',
    newTitle: 'Jeton « {{name}} »',
    newHint:
      'Copiez-le maintenant et gardez-le avec le script : il ne sera plus affiché. Qui le détient peut importer des élèves.',
    copy: 'Copier le jeton',
    copied: 'Jeton copié',
    listTitle: 'Jetons actifs',
    none: 'Aucun jeton d’API pour l’instant.',
    loading: 'Chargement des jetons d’API',
    loadFailed: 'Les jetons d’API n’ont pas pu être chargés.',
    lastUsed: 'Dernière utilisation',
    lifetime: 'Valable',
    lifetimeHint: 'Ensuite, le script est refusé jusqu’à ce que vous créiez un nouveau jeton.',
    expires: 'Expire le',
    expired: 'Expiré',
    revoke: 'Révoquer le jeton',
    revokeNamed: 'Révoquer le jeton {{name}}',
    revokeTitle: 'Révoquer le jeton d’API',
    revokeConfirm:
      'Les scripts qui utilisent « {{name}} » cessent aussitôt de fonctionner. C’est définitif.',
    revokeFailed: 'Le jeton n’a pas pu être révoqué.',
  },
  district: {
    everySchoolNote:
      'Ces réglages sont ceux du district : les enregistrer les change dans tous les établissements.',
    securityNote:
      'La sécurité de la connexion et la durée de conservation des données sont celles du district, les mêmes dans tous les établissements : seul un administrateur du district les modifie.',
    providersNote:
      'Les fournisseurs d’e-mail et de SMS sont ceux du district : un administrateur du district les configure, pour tous les établissements.',
    maintenanceNote:
      'Le mode maintenance, les sauvegardes et les caches relèvent du district : un administrateur du district s’en occupe.',
  },
  rosterHold: {
    title: 'Retenue de la synchronisation de la liste',
    description:
      'Un import de la liste envoyé avec un jeton d’API qui archiverait des élèves, ou modifierait les coordonnées de leurs responsables, pour plus que cette part de l’établissement n’est pas appliqué : il attend sur l’écran Élèves qu’un administrateur le confirme ou l’écarte, et les administrateurs reçoivent un e-mail. Un export défectueux ne peut ainsi ni archiver l’établissement ni envoyer les alertes d’absence aux mauvaises personnes.',
    percent: 'La synchronisation peut modifier au plus (% des élèves)',
    percentHint:
      'Jamais moins de {{min}} élèves. Les imports que vous faites vous-même sur l’écran Élèves ne sont jamais retenus.',
  },
};
