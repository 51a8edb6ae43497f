import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ABSENTEE_EN } from './en';

export const ABSENTEE_FR: Translations<typeof ABSENTEE_EN> = {
  loading: 'Chargement des absences…',
  counts: {
    students_one: '{{count}} élève',
    students_other: '{{count}} élèves',
    messages_one: '{{count}} message',
    messages_other: '{{count}} messages',
    attempts_one: '{{count}} tentative',
    attempts_other: '{{count}} tentatives',
  },
  tabs: { absent: 'Élèves absents' },
  outboxToday_one:
    '{{count}} message d’aujourd’hui est dans la boîte d’envoi : aucun fournisseur d’e-mail ni de SMS n’est configuré sur le serveur, donc rien n’a réellement été envoyé. Vous pouvez le lire dans le Journal des envois.',
  outboxToday_other:
    '{{count}} messages d’aujourd’hui sont dans la boîte d’envoi : aucun fournisseur d’e-mail ni de SMS n’est configuré sur le serveur, donc rien n’a réellement été envoyé. Vous pouvez les lire dans le Journal des envois.',
  outboxExplanation:
    'Les messages à l’état « Boîte d’envoi » n’ont pas réellement été envoyés : aucun fournisseur d’e-mail ni de SMS n’est configuré sur le serveur, ils sont donc conservés ici pour être lus.',
  check: {
    summary: 'Absences : {{students}}. En file d’attente : {{messages}}.',
    summaryWithRepeats:
      'Absences : {{students}}. En file d’attente : {{messages}}. Déjà envoyés plus tôt aujourd’hui : {{repeats}}.',
  },
  details: {
    notAgain:
      'Pas de nouvel envoi pour {{messages}} : ces responsables légaux ont déjà été prévenus aujourd’hui par ce moyen.',
    withoutContact: '{{students}} sans e-mail ni téléphone de responsable légal.',
  },
  control: {
    title: 'Panneau de contrôle',
    date: 'Date du jour',
    manualCheck: 'Vérifier maintenant',
    testSystem: 'Tester le système',
    notSchoolDayText:
      'Personne n’était attendu à cette date : personne n’est donc prévenu automatiquement.',
    adminsOnly:
      'Seuls les administrateurs peuvent prévenir les responsables légaux, lancer la vérification manuelle ou tester le système.',
  },
  schedule: {
    title: 'Planification des avis',
    loadFailed: 'La planification n’a pas pu être chargée.',
    cutoff: 'Heure limite',
    timezone: 'Fuseau horaire',
    lastCheck: 'Dernière vérification : {{date}} ({{trigger}}), absences : {{students}}.',
    scheduled: 'planifiée',
    manual: 'manuelle',
    noCheck: 'Aucune vérification n’a encore eu lieu.',
    notRunning: 'Les vérifications planifiées et les envois ne fonctionnent pas sur ce serveur.',
  },
  stats: {
    title: 'En bref',
    lastDays: '{{days}} derniers jours',
    loadFailed: 'Les statistiques n’ont pas pu être chargées.',
    daysTracked: 'Jours comptés',
  },
  absent: {
    title: 'Élèves absents · {{date}}',
    absentCount: 'Absents : {{total}}',
    selectAll: 'Tout sélectionner',
    deselectAll: 'Tout désélectionner',
    notifySelected: 'Prévenir la sélection ({{selected}})',
    loading: 'Chargement des élèves absents…',
    listLabel: 'Élèves absents',
    selectAllStudents: 'Sélectionner tous les élèves absents',
    select: 'Sélectionner {{name}}',
    classOf: 'Classe {{class}}',
    guardian: 'Responsable légal',
    guardianOf: 'Responsable légal : {{name}}',
    guardianLanguage: 'Messages en {{language}}',
    contact: 'Coordonnées',
    email: 'E-mail :',
    phone: 'Téléphone :',
    noEmail: 'Pas d’e-mail',
    notify: 'Prévenir',
    notifyGuardian: 'Prévenir le responsable légal',
    notifyGuardianOf: 'Prévenir le responsable légal de {{name}}',
    checkedOut: 'Départ à {{time}} sans arrivée enregistrée',
  },
  send: {
    title: 'Envoyer les avis d’absence',
    notifyOf: 'Prévenir les responsables légaux de',
    recipients:
      ' : {{names}}. Les responsables légaux reçoivent un e-mail s’ils ont une adresse et un SMS s’ils ont un numéro de téléphone.',
    namesAndMore: '{{names}} et {{more}} autres',
    otherDay:
      'Vous consultez le {{date}}, mais les messages partent maintenant et sont datés d’aujourd’hui ({{today}}). Rédigez un message personnalisé pour parler d’un autre jour.',
    customLabel: 'Message personnalisé (facultatif)',
    customPlaceholder: 'Laissez vide pour envoyer l’avis d’absence habituel.',
    notAgain:
      'Un responsable légal déjà prévenu aujourd’hui par un moyen ne l’est pas une seconde fois par ce moyen.',
    submit: 'Envoyer les avis',
  },
  test: {
    title: 'Tester le système d’avis',
    intro:
      'Envoie immédiatement un e-mail de test, et un SMS de test si un numéro est indiqué. Le résultat apparaît dans le Journal des envois.',
    email: 'E-mail de test',
    phone: 'Téléphone de test (facultatif)',
    submit: 'Envoyer le test',
  },
  log: {
    title: 'Journal des envois',
    date: 'Date d’envoi',
    loadFailed: 'Impossible de charger le journal des envois',
    loading: 'Chargement du journal des envois…',
    empty: 'Aucun message ne correspond à ces filtres.',
    listLabel: 'Messages envoyés',
    to: 'Destinataire',
    toRecipient: 'À {{recipient}}',
    message: 'Contenu',
    result: 'Résultat',
    sentAt: 'envoyé le {{time}}',
    view: 'Voir le message',
    viewAria: 'Voir le message envoyé à {{recipient}}',
  },
  detail: {
    title: 'Détails du message',
    subject: 'Objet',
    sent: 'Envoyé le',
    notSent: 'Non envoyé',
    attempts: 'Tentatives',
    provider: 'Réponse du fournisseur',
    none: 'Aucune',
  },
  notAttempted: 'Aucune tentative',
  statuses: {
    queued: 'En attente',
    sending: 'Envoi en cours',
    sent: 'Envoyé',
    failed: 'Échec',
    outbox: 'Boîte d’envoi',
  },
  kinds: {
    absentee: 'Avis d’absence',
    custom: 'Message personnalisé',
    test: 'Message de test',
    nudge: 'Rappel',
  },
  channels: { email: 'E-mail', sms: 'SMS' },
};
