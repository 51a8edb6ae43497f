import type { ContractTranslations } from '../i18n/catalogue.js';

/** The OneRoster import texts in French (vous), by the catalogue's keys. */
export const ROSTER_FR: Pick<ContractTranslations, 'roster'> = {
  roster: {
    fileRequired: 'Veuillez choisir un fichier zip OneRoster',
    notAZip:
      'Ce fichier n’est pas une archive zip. Choisissez le zip CSV OneRoster exporté par votre logiciel de vie scolaire.',
    tooLarge:
      'Ce zip dépasse {{max}} Mo une fois décompressé, plus que l’export OneRoster d’un établissement. Il n’a pas été ouvert.',
    fileMissing: 'Le zip ne contient pas {{file}}',
    columnMissing: '{{file}} n’a pas de colonne « {{column}} »',
    rolesMissing: 'users.csv n’a pas de colonne « role » et le zip ne contient pas roles.csv',
    unreadableCsv:
      '{{file}} : un champ entre guillemets commençant ligne {{line}} n’est jamais fermé',
    recordTooLong:
      '{{file}} : l’enregistrement commencé à la ligne {{line}} dépasse {{max}} caractères',
    tooManyRecords:
      '{{file}} a plus de {{max}} lignes, plus que l’export OneRoster d’un district. Rien n’a été importé.',
    nulCharacter:
      '{{file}} contient un caractère NUL, qu’aucun fichier texte ne contient. Exportez-le à nouveau depuis votre SIS.',
    sourcedIdInvalid:
      'Ce sourcedId n’est pas valide : {{max}} caractères au plus, sans caractère de contrôle',
    noSchool: 'Le zip ne contient aucun établissement dans orgs.csv',
    chooseSchool:
      'Le zip contient plusieurs établissements. Choisissez lequel importer (orgSourcedId).',
    unknownSchool: 'orgs.csv ne contient aucun établissement avec ce sourcedId',
    otherSchoolsOrg:
      'Cet établissement n’importe que sa propre organisation ; le district importe les autres',
    districtOnly: 'Seul un administrateur du district importe tout le district',
    placementsInvalid:
      'Chaque établissement du zip va à un des établissements du district, ou à un nouveau',
    placedTwice: 'Deux établissements du zip ne peuvent pas aller au même établissement',
    gradeSkipped: 'Le niveau « {{grade}} » n’est pas une classe de cet établissement (09 à 12)',
    noGuardian: 'Aucun parent, tuteur ou proche n’est lié (agentSourcedIds)',
    sourcedIdRepeated: 'Ce sourcedId apparaît plusieurs fois dans users.csv',
    studentIdOfAnother: 'Un autre élève a déjà ce numéro d’élève',
    heldForAdmin: 'Non importé : un administrateur peut voir pourquoi sur l’écran Élèves',
    pendingNotFound: 'Cet import retenu a déjà été confirmé ou écarté',
    discarded: 'L’import retenu a été écarté. Rien n’en a été écrit.',
    heldSubject: 'Un import de la liste de {{school}} attend votre confirmation',
    heldBody:
      'Un import envoyé avec le jeton d’API « {{token}} » archiverait ou changerait les coordonnées des responsables de {{count}} élèves, plus que les {{limit}} qu’une synchronisation peut changer d’elle-même. Rien n’a été changé. Ouvrez l’écran Élèves pour l’examiner, puis le confirmer ou l’écarter.',
    heldStaffBody:
      'Un import envoyé avec le jeton d’API « {{token}} » désactiverait des comptes du personnel, les retirerait de l’établissement ou en ferait des administrateurs ({{count}} comptes ; une synchronisation peut en changer {{limit}} d’elle-même et ne fait jamais d’administrateur). Rien n’a été changé. Ouvrez l’écran Élèves pour l’examiner, puis le confirmer ou l’écarter.',
    notInFile: 'Absent de cet export complet',
    imported:
      'Import OneRoster terminé : {{created}} créés, {{updated}} mis à jour, {{archived}} archivés.',
  },
};
