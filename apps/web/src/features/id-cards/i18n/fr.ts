import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ID_CARDS_EN } from './en';

export const ID_CARDS_FR: Translations<typeof ID_CARDS_EN> = {
  accessDenied: 'Accès refusé : seuls les administrateurs peuvent créer des cartes d’élève.',
  subtitle:
    'Concevez, imprimez et enregistrez les cartes d’élève, une par une ou pour toute une classe.',
  preview: {
    label: 'Aperçu de la carte d’élève',
    qrLoading: 'Création du code QR…',
  },
  card: {
    barcode: 'Code-barres {{code}}',
  },
  settings: {
    cardType: 'Type de carte',
    validUntil: 'Valable jusqu’en (année)',
    schoolAddress: 'Adresse de l’établissement',
    schoolPhone: 'Téléphone de l’établissement',
    schoolWebsite: 'Site web de l’établissement',
    includeQR: 'Inclure le code QR',
    includePhoto: 'Inclure la photo',
    securityFeatures: 'Éléments de sécurité',
    includeBarcode: 'Inclure le code-barres',
    includeMedical: 'Infos médicales',
    includeGuardian: 'Responsable légal',
  },
  selection: {
    loading: 'Chargement des élèves…',
    choose: 'Choisissez un élève',
    nothingFound: 'Aucun élève ne correspond',
  },
  actions: {
    popupBlocked: '{{reason}} : autorisez les fenêtres pop-up pour ce site.',
  },
  batch: {
    progress: 'Progression du lot : {{percent}}',
    sectionOption: 'Groupe {{section}} ({{count}})',
  },
  saved: {
    loadFailed: 'Impossible de charger les cartes enregistrées',
    loading: 'Chargement des cartes enregistrées',
    by: 'par {{name}}',
    fromBatch: 'lot',
    load: 'Charger la carte de {{name}}',
    delete: 'Supprimer la carte de {{name}}',
    revoke: 'Révoquer la carte de {{name}}',
    revokeTitle: 'Révoquer la carte de {{name}} ?',
  },
};
