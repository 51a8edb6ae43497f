import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { GATE_EN } from './en';

export const GATE_FR: Translations<typeof GATE_EN> = {
  admin: {
    subtitle:
      'Postes de lecture aux entrées de l’établissement : associez une tablette, suivez-la, retirez-la',
    addTitle: 'Ajouter une borne d’entrée',
    devicesTitle: 'Appareils ({{total}})',
    empty:
      'Aucune borne pour le moment. Ajoutez-en une ci-dessus, puis associez la tablette à l’entrée.',
    listLabel: 'Bornes d’entrée',
    status: 'État',
    lastContact: 'Dernier contact',
    scansToday: 'Lectures du jour',
    cardFacts: 'Dernier contact : {{time}} · Lectures du jour : {{scans}}',
    paired: 'Associée',
    waiting: 'À associer',
    validUntil: 'Code valable jusqu’à {{time}}',
    expired: 'Code d’association expiré',
    newCode: 'Nouveau code',
    newCodeFor: 'Nouveau code pour {{name}}',
    remove: 'Retirer',
    removeDevice: 'Retirer {{name}}',
    removeTitle: 'Retirer la borne d’entrée',
    removeConfirm:
      'Retirer {{name}} ({{location}}) ? Elle cesse aussitôt de lire les cartes ; les passages déjà enregistrés sont conservés.',
    removeFailed: 'Impossible de retirer l’appareil',
    codeFailed: 'Impossible de créer un code d’association',
  },
  form: {
    name: 'Nom de l’appareil',
    namePlaceholder: 'Tablette de l’entrée principale',
    location: 'Emplacement',
    locationPlaceholder: 'Portail principal',
    mode: 'Mode de lecture',
    submit: 'Ajouter la borne',
  },
  pairing: {
    title: 'Associer « {{name}} »',
    text: 'Sur la tablette de l’entrée, ouvrez ce lien ou allez sur {{path}} et saisissez le code. Il ne sert qu’une fois, jusqu’à {{time}}.',
    qrAlt: 'Code QR du lien d’association {{link}}',
  },
  pair: {
    title: 'Associer cette borne d’entrée',
    intro:
      'Saisissez le code d’association créé par un administrateur dans Bornes d’entrée. Le code ne sert qu’une fois, pendant 15 minutes.',
    code: 'Code d’association',
    submit: 'Associer cet appareil',
  },
  kiosk: {
    gate: 'Borne',
    loading: 'Chargement…',
    online: 'En ligne',
    offline: 'Hors ligne',
    waiting_one: '{{count}} en attente d’envoi',
    waiting_other: '{{count}} en attente d’envoi',
    today: 'Aujourd’hui : {{value}}',
    scanLabel: 'Scannez ou saisissez le code d’une carte',
    scan: 'Valider',
    startCamera: 'Activer la caméra',
    stopCamera: 'Arrêter la caméra',
    loadingCamera: 'Chargement de la caméra',
  },
  result: {
    late: 'En retard (+{{minutes}} min)',
    alreadyCheckedIn: 'Arrivée déjà enregistrée',
    checkedOut: 'Départ enregistré',
    earlyLeave: 'Départ anticipé enregistré',
    alreadyCheckedOut: 'Départ déjà enregistré',
    savedOffline: 'Enregistré hors ligne',
    savedOfflineText: 'Accepté sur cet appareil. Il sera envoyé dès le retour de la connexion.',
    refused: 'Carte refusée',
    readyTitle: 'Prêt : présentez une carte',
    readyText: 'Présentez le code QR à la caméra ou utilisez le lecteur de codes-barres.',
  },
  refused: {
    region: 'Refusés à l’envoi',
    title: 'Refusés à l’envoi ({{total}}) : voyez avec le secrétariat',
    clear: 'Vider la liste',
    qrCard: 'Carte à code QR',
    namedQrCard: '{{name}} (carte à code QR)',
  },
  client: {
    offline: 'Pas de connexion au serveur',
    unexpected: 'Le serveur a répondu d’une façon que la borne ne comprend pas.',
  },
};
