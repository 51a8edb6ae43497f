import type { ContractTranslations } from './i18n/catalogue.js';

/** The absentee texts in French (vous), by the catalogue's keys. */
export const ABSENTEE_FR: Pick<ContractTranslations, 'absentee'> = {
  absentee: {
    heading: 'Gestion des absences',
    intro: 'Avis automatiques aux responsables légaux des élèves absents',
    noAbsentees: 'Bonne nouvelle ! Aucun élève n’est absent à cette date.',
    customMessageHelp:
      'Si vous le saisissez, ce message sera envoyé à la place de l’avis d’absence par défaut.',
    selectStudents: 'Veuillez sélectionner les élèves à prévenir',
    testEmailRequired: 'L’e-mail de test est obligatoire',
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
};
