import type { ContractTranslations } from '../i18n/catalogue.js';

/** The privacy texts in French (vous), by the catalogue's keys. */
export const PRIVACY_FR: Pick<ContractTranslations, 'privacy'> = {
  privacy: {
    erased:
      'Les données personnelles de l’élève ont été effacées. Les sauvegardes faites avant aujourd’hui les gardent jusqu’à leur expiration.',
    export: {
      title: 'Export des données de l’élève',
      madeOn: 'Exporté le {{date}} par {{name}}',
      attendance: 'Relevés de présence',
      checkOuts: 'Sorties',
      edits: 'Modifications',
      messages: 'Messages aux responsables',
      idCards: 'Cartes d’identité',
      cases: 'Suivis d’assiduité et leurs notes',
      notes: 'Note de suivi',
      audit: 'Entrées du journal d’audit',
      none: 'Rien d’enregistré',
      deleted: 'supprimé',
      photo: 'La photo est dans le fichier photo de cette archive.',
      jsonNote: 'Chaque enregistrement complet est dans student.json dans cette archive.',
    },
  },
};
