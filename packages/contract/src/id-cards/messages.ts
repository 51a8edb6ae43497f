import { messageTemplate } from '../i18n/message-template.js';
import {
  type IdCardLayout,
  type IdCardStatus,
  type IdCardTemplate,
  type IdCardType,
} from './schemas.js';

export const ID_CARD_TEMPLATE_LABELS: Record<IdCardTemplate, string> = {
  'professional-blue': 'Professional Blue',
  'professional-green': 'Professional Green',
  'professional-purple': 'Professional Purple',
  'classic-gray': 'Classic Gray',
  'classic-white': 'Classic White',
  'modern-red': 'Modern Red',
  'elegant-gold': 'Elegant Gold',
};

export const ID_CARD_TYPE_LABELS: Record<IdCardType, string> = {
  standard: 'Standard',
  premium: 'Premium',
  temporary: 'Temporary',
  staff: 'Staff',
};

export const ID_CARD_STATUS_LABELS: Record<IdCardStatus, string> = {
  active: 'Active',
  superseded: 'Superseded',
  revoked: 'Revoked',
};

export const ID_CARD_LAYOUT_LABELS: Record<IdCardLayout, string> = {
  card: 'One card per page (86 × 54 mm)',
  'a4-10': 'A4 sheets, 10 cards with crop marks',
  'letter-10': 'Letter sheets, 10 cards with crop marks',
};

// ---------------------------------------------------------------------------------------------
// Messages (spec §2, §5, §8, texts exactly; the new parts after them)

export const ID_CARD_MESSAGES = {
  title: 'Professional ID Card Generator',
  generateBatch: 'Generate Batch',
  generating: messageTemplate('Generating... ({{current}}/{{total}})', 'current', 'total'),
  percentComplete: messageTemplate('{{percent}}% complete', 'percent'),
  previewPlaceholder: 'Select a student to preview ID card',
  studentSelection: 'Student Selection',
  allClasses: 'All Classes',
  classOption: messageTemplate('{{class}} ({{count}} students)', 'class', 'count'),
  cardSettings: 'Card Settings',
  generatePreview: 'Generate Preview',
  generateQr: 'Generate QR Code',
  printCard: 'Print ID Card',
  saveCard: 'Save ID Card',
  saveImage: 'Save as Image',
  recentCards: 'Recently Saved Cards',
  columns: {
    idNumber: 'ID Number',
    template: 'Template',
    savedOn: 'Saved On',
  },
  load: 'Load',
  revoke: 'Revoke',
  savedCount: messageTemplate('{{count}} saved', 'count'),
  downloadLatestBatch: 'Download Latest Batch',
  emptyTitle: 'No saved cards',
  emptyText: 'Generate and save your first ID card to see it here.',
  // §5
  selectStudentFirst: 'Please select a student first',
  cardNotReady: 'No student selected or card not ready',
  previewNotFound: 'ID card preview not found',
  selectClassForBatch: 'Please select a class for batch generation',
  batchConfirm: messageTemplate(
    'Generate ID cards for {{count}} students in {{class}}? This may take a few minutes.',
    'count',
    'class',
  ),
  noCardsToDownload: 'No cards to download',
  // §8
  noStudents: 'No students found. Please add students first',
  sessionExpired: 'Session expired. Please login again',
  cannotConnect: 'Cannot connect to server. Please check if the backend is running',
  loadFailed: 'Failed to load students data. Please try again.',
  classLoadFailed: messageTemplate('Failed to load students for {{class}}', 'class'),
  classEmpty: messageTemplate('No students found in {{class}}', 'class'),
  saveFailed: 'Failed to save ID card',
  previewFailed: 'Failed to generate preview',
  qrFailed: 'Failed to generate QR code',
  imageFailed: 'Failed to save ID card image. Please try again',
  cardFailed: messageTemplate('Failed to generate card for {{student}}', 'student'),
  batchFailed: 'Failed to generate batch cards',
  downloadCardFailed: messageTemplate('Failed to download card for {{name}}', 'name'),
  downloadBatchFailed: 'Failed to download batch cards',
  printFailed: 'Failed to print ID card',
  cardLoaded: 'Card loaded for editing',
  cardDeleted: 'Card deleted.',
  loadedStudents: messageTemplate('Loaded {{count}} students from database', 'count'),
  loadedClassStudents: messageTemplate(
    'Loaded {{count}} students from {{class}}',
    'count',
    'class',
  ),
  saved: 'ID Card saved successfully!',
  printed: 'ID Card printed successfully!',
  previewGenerated: 'Preview generated successfully!',
  qrGenerated: 'QR Code generated successfully!',
  imageSaved: 'High-quality ID Card image saved successfully!',
  batchDone: messageTemplate(
    'Successfully generated {{count}} ID cards for {{class}}!',
    'count',
    'class',
  ),
  downloadedImages: messageTemplate('Downloaded {{count}} ID card images!', 'count'),
  // New: the register, revocation and server batches.
  revokeConfirm:
    "Revoke this card? The student's QR code is regenerated: this card and every card printed before stop scanning at the gate.",
  revoked: "Card revoked. The student's QR code was regenerated; print them a new card.",
  batchQueued: 'The batch is being generated.',
  batchFailedUnexpectedly: 'The batch could not be made because of an unexpected error.',
  batchInterrupted: 'The server stopped while this batch was being made. Please generate it again.',
  batchesNeedQueue: 'Batches need the job queue.',
  /** A single card's PDF title (what a PDF viewer shows in its title bar). */
  pdfTitle: messageTemplate('ID card — {{name}}', 'name'),
  linkInvalid:
    'This download link is not valid. Use Download Latest Batch again to get a new link.',
  linkExpired: 'This download link has expired. Use Download Latest Batch again to get a new link.',
  validUntilRange: messageTemplate(
    'Valid until must be a year from {{from}} to {{to}}',
    'from',
    'to',
  ),
  revokedBy: messageTemplate('Revoked by {{name}} on {{when}}', 'name', 'when'),
  layout: 'Batch layout',
  validUntil: messageTemplate('Valid: Dec {{year}}', 'year'),
} as const;

/** Printed at the card's foot; a template, so that it is translated with the card's words. */
export const validUntilText = ID_CARD_MESSAGES.validUntil;

/** The words printed on the card itself. */
export const ID_CARD_TEXTS = {
  studentCard: 'STUDENT ID CARD',
  staffCard: 'STAFF ID CARD',
  premium: 'PREMIUM',
  temporary: 'TEMPORARY',
  scanForAttendance: 'SCAN FOR ATTENDANCE',
  id: 'ID',
  class: 'Class',
  roll: 'Roll',
  dob: 'DOB',
  academicYear: 'Academic Year',
  guardian: 'Guardian',
  emergency: 'Emergency',
  medical: 'Medical',
  bloodType: 'Blood',
  allergies: 'Allergies',
  securityCode: 'Code',
} as const;
