import type { ContractTranslations } from '../i18n/catalogue.js';

/** The interventions texts in French (vous), by the catalogue's keys. */
export const INTERVENTIONS_FR: Pick<
  ContractTranslations,
  'interventions' | 'interventionRules' | 'caseStatuses' | 'caseTiers' | 'caseActions'
> = {
  interventions: {
    statusInvalid: 'Choisissez ouvert, en suivi ou clos',
    tierInvalid: 'Choisissez le niveau 1, 2 ou 3',
    nothingToChange: 'Modifiez le statut, le niveau ou la personne chargée du suivi',
    noteRequired: 'Écrivez ce qui s’est passé ou ce qui a été convenu',
    noteTooLong: 'La note doit compter au plus {{max}} caractères',
    actionInvalid: 'Choisissez appel, rendez-vous, lettre, visite à domicile ou autre',
    alreadyOpen:
      'Cet élève a déjà un dossier ouvert pour cette règle. Assurez plutôt le suivi de celui-ci.',
    letterNote: 'Lettre aux responsables préparée pour l’impression : {{kind}}',
    caseUpdated: 'Dossier mis à jour',
    noteAdded: 'Note ajoutée',
    checked:
      'Règles vérifiées jusqu’au {{date}}. Nouveaux dossiers : {{opened}}. Déjà ouverts : {{stillOpen}}.',
    consecutiveRange: 'Saisissez un nombre de jours de classe de 2 à 30',
    latenessDaysRange: 'Saisissez un nombre de jours de 2 à 60',
    latenessWindowRange: 'Saisissez un nombre de jours de classe de 5 à 180',
    latenessWindowTooShort:
      'La période doit compter au moins autant de jours de classe que de jours de retard',
    digestSubject: 'Nouveaux dossiers d’assiduité à {{school}} : {{count}}',
    digestIntro:
      'Ces dossiers d’assiduité ont été ouverts le {{date}}. Assurez-en le suivi dans Rollcall, sous Interventions.',
    digestLine: '{{name}} ({{class}}-{{section}}) : {{rule}}',
  },
  interventionRules: {
    'consecutive-absences': 'Absences consécutives',
    'chronic-absence': 'Absentéisme chronique',
    'repeated-lateness': 'Retards répétés',
  },
  caseStatuses: { open: 'Ouvert', monitoring: 'En suivi', closed: 'Clos' },
  caseTiers: {
    1: 'Niveau 1 (universel)',
    2: 'Niveau 2 (ciblé)',
    3: 'Niveau 3 (intensif)',
  },
  caseActions: {
    call: 'Appel téléphonique',
    meeting: 'Rendez-vous',
    letter: 'Lettre',
    'home-visit': 'Visite à domicile',
    other: 'Autre',
  },
};
