import type { ContractTranslations } from './i18n/catalogue.js';

/** The gate texts in French (vous), by the catalogue's keys. */
export const GATE_FR: Pick<ContractTranslations, 'gate' | 'gateModes'> = {
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
    otherSchool: 'Cette carte appartient à {{school}}',
    plainCodeRefused:
      'Ce code-barres ou ce numéro n’est pas accepté à l’entrée. Scannez le code QR de la carte ou adressez-vous au secrétariat.',
  },
  gateModes: {
    'check-in': 'Arrivée',
    'check-out': 'Départ (sortie des classes)',
  },
};
