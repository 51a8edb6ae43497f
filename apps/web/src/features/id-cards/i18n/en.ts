/** The id-cards screens' own texts in English (issue 13); the contract's are translated by key. */
export const ID_CARDS_EN = {
  accessDenied: 'Access Denied - Only administrators can generate ID cards.',
  subtitle: 'Design, print and save student ID cards, one at a time or a whole class at once.',
  preview: {
    label: 'ID card preview',
    qrLoading: 'Generating QR code…',
  },
  card: {
    barcode: 'Barcode {{code}}',
  },
  settings: {
    cardType: 'Card type',
    validUntil: 'Valid until (year)',
    schoolAddress: 'School address',
    schoolPhone: 'School phone',
    schoolWebsite: 'School website',
    includeQR: 'Include QR code',
    includePhoto: 'Include photo',
    securityFeatures: 'Security features',
    includeBarcode: 'Include barcode',
    includeMedical: 'Medical info',
    includeGuardian: 'Guardian info',
  },
  selection: {
    loading: 'Loading students…',
    choose: 'Choose a student',
    nothingFound: 'No student matches',
  },
  actions: {
    popupBlocked: '{{reason}}: allow pop-up windows for this site.',
  },
  batch: {
    progress: 'Batch progress: {{percent}}',
    sectionOption: 'Section {{section}} ({{count}})',
  },
  saved: {
    loadFailed: 'Failed to load saved cards',
    loading: 'Loading saved cards',
    by: 'by {{name}}',
    fromBatch: 'batch',
    load: 'Load card of {{name}}',
    delete: 'Delete card of {{name}}',
    revoke: 'Revoke card of {{name}}',
    revokeTitle: 'Revoke the card of {{name}}?',
  },
} as const;
