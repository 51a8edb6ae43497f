import type { ContractTranslations } from '../i18n/catalogue.js';

/** Guardian nudges and letters in French (vous), by the catalogue's keys. */
export const OUTREACH_FR: Pick<ContractTranslations, 'outreach'> = {
  outreach: {
    templates: {
      nudgeEmailSubject: "L'assiduité de {studentName} depuis la rentrée",
      nudgeEmailBody: [
        'Bonjour {guardianName},',
        '',
        'Depuis la rentrée, {studentName} a été absent(e) {absentDays}. {comparison}',
        '',
        "Chaque jour de classe compte. Si quelque chose empêche {studentName} de venir à l'école, dites-le-nous : nous sommes là pour vous aider.",
        '',
        'Cordialement,',
        '{schoolName}',
      ].join('\n'),
      nudgeSms:
        '{schoolName} : {studentName} a ete absent(e) {absentDays} depuis la rentree. {comparison} Chaque jour compte.',
      letterNudge: [
        'Bonjour {guardianName},',
        '',
        "Nous vous écrivons au sujet de l'assiduité de {studentName}. Depuis la rentrée, {studentName} a été absent(e) {absentDays}. {comparison}",
        '',
        "Chaque jour de classe compte. Si quelque chose empêche {studentName} de venir à l'école, contactez-nous : nous sommes là pour vous aider.",
      ].join('\n'),
      letterConsecutiveAbsences: [
        'Bonjour {guardianName},',
        '',
        '{studentName} a été absent(e) les {consecutiveDays} derniers de suite, et {absentDays} depuis la rentrée. {comparison}',
        '',
        "Merci de contacter l'établissement au plus vite, afin que nous aidions ensemble {studentName} à revenir en classe.",
      ].join('\n'),
      letterChronicAbsence: [
        'Bonjour {guardianName},',
        '',
        'Depuis la rentrée, {studentName} a été absent(e) {absentDays}, soit {absentRate} des jours de classe. Un élève qui manque un jour sur dix ou plus risque de prendre du retard. {comparison}',
        '',
        "Nous souhaitons vous rencontrer pour voir comment l'aider. Merci de contacter l'établissement pour convenir d'un rendez-vous.",
      ].join('\n'),
    },
    comparedMore: "C'est plus qu'un élève typique de {{schoolName}}, qui a été absent {{typical}}.",
    comparedFewer:
      "C'est moins qu'un élève typique de {{schoolName}}, qui a été absent {{typical}}.",
    comparedSame: "C'est à peu près autant qu'un élève typique de {{schoolName}}.",
    dayOne: '{{count}} jour',
    dayMany: '{{count}} jours',
    letterTitles: {
      nudge: "L'assiduité de {{studentName}} cette année",
      'consecutive-absences': 'Les absences de {{studentName}}',
      'chronic-absence': "L'assiduité de {{studentName}} : nous souhaitons vous rencontrer",
    },
    letterKinds: {
      nudge: "Rappel d'assiduité",
      'consecutive-absences': 'Avis d’absences consécutives',
      'chronic-absence': 'Alerte d’absentéisme chronique',
    },
    letterFigures: 'Assiduité cette année scolaire',
    letterAbsentDays: "Jours d'absence à ce jour",
    letterSchoolDays: 'Jours de classe à ce jour',
    letterTypical: 'Un élève typique de {{schoolName}}',
    letterSignature: "Chef d'établissement",
    letterFileTitle: 'Lettres aux familles — {{kind}}',
    nudgesSent: 'Rappels envoyés aux familles de {{count}} élèves',
    nudgesDryRun: 'Les familles de {{count}} élèves recevraient un rappel',
    channelsOff:
      "L'e-mail et les SMS sont tous deux désactivés dans Paramètres système → Notifications : aucun rappel ne partirait.",
    lettersQueued: 'Les lettres sont en préparation.',
    lettersNone: "Aucun élève de cette sélection n'a de raison de recevoir une lettre de ce type.",
    lettersNeedQueue:
      'Les lettres sont préparées en arrière-plan, qui ne tourne pas sur ce serveur.',
    letterFailedUnexpectedly: "Les lettres n'ont pas pu être préparées. Veuillez réessayer.",
    letterInterrupted: 'La préparation des lettres a été interrompue trois fois et n’a pas abouti.',
    letterKindInvalid:
      'Choisissez le type de lettre : rappel, absences consécutives ou absentéisme chronique',
    letterScopeRequired: 'Choisissez une classe ou les élèves destinataires des lettres',
    letterSectionNeedsClass: 'Choisissez la classe de cette section',
    linkInvalid: "Ce lien de téléchargement n'est pas valide.",
    linkExpired:
      'Ce lien de téléchargement a expiré. Rouvrez les lettres pour en obtenir un nouveau.',
    nudgeDayRange: 'Choisissez un jour du mois entre 1 et 28',
    nudgeScheduleMonthly:
      "Le {{day}} de chaque mois, l'après-midi, les familles des élèves ayant des absences cette année reçoivent un rappel.",
    nudgeScheduleOff: "Les rappels ne partent que lorsqu'un administrateur les envoie.",
  },
};
