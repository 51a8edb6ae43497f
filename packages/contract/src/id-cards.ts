import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import {
  IdParamsSchema,
  IdSchema,
  MessageSchema,
  optionalTrimmed,
  SignedLinkQuerySchema,
  textSchema,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import { ERROR_MESSAGES } from './errors.js';
import { CLASS_OPTIONS, SECTIONS } from './students.js';
import { messageTemplate } from './i18n/message-template.js';

/**
 * ID Card Generator (issue 11, spec §2–§9). The server keeps the register of saved cards (not the
 * browser's local storage) and makes batch PDFs on the job queue; the web renders the live preview
 * from the same settings, themes and texts as the server's PDF renderer.
 */

// ---------------------------------------------------------------------------------------------
// Constants (spec §3, §9)

/** All seven are valid on the server; the dropdown offers ID_CARD_TEMPLATE_OPTIONS (no classic-gray). */
export const ID_CARD_TEMPLATES = [
  'professional-blue',
  'professional-green',
  'professional-purple',
  'classic-gray',
  'classic-white',
  'modern-red',
  'elegant-gold',
] as const;
export const IdCardTemplateSchema = z.enum(ID_CARD_TEMPLATES);
export type IdCardTemplate = z.infer<typeof IdCardTemplateSchema>;
export const ID_CARD_TEMPLATE_OPTIONS = ID_CARD_TEMPLATES.filter(
  (template) => template !== 'classic-gray',
);
export const ID_CARD_TEMPLATE_LABELS: Record<IdCardTemplate, string> = {
  'professional-blue': 'Professional Blue',
  'professional-green': 'Professional Green',
  'professional-purple': 'Professional Purple',
  'classic-gray': 'Classic Gray',
  'classic-white': 'Classic White',
  'modern-red': 'Modern Red',
  'elegant-gold': 'Elegant Gold',
};

/**
 * One look per template, shared by the browser preview and the PDF: the header (a coloured band,
 * a side bar, thin rules or a diagonal), the frame, the photo's shape, a footer band and the type
 * face. No two templates share all of them, so each stays apart in greyscale too.
 */
export type IdCardTheme = {
  header: 'band' | 'sidebar' | 'rules' | 'diagonal';
  frame: 'none' | 'single' | 'double';
  photoShape: 'square' | 'rounded' | 'circle';
  hasFooterBand: boolean;
  font: 'sans' | 'serif';
  /** Header / bar colour. */
  primary: string;
  /** Second shade (stripes, rules, frame). */
  secondary: string;
  /** Text on the primary colour. */
  onPrimary: string;
  /** The card's body background. */
  background: string;
  /** Body text. */
  text: string;
  /** Labels and small print. */
  muted: string;
};
const sans = { font: 'sans', text: '#0f172a', muted: '#475569' } as const;
const serif = { font: 'serif', text: '#1c1917', muted: '#57534e' } as const;
export const ID_CARD_THEMES: Record<IdCardTemplate, IdCardTheme> = {
  'professional-blue': {
    ...sans,
    header: 'band',
    frame: 'none',
    photoShape: 'rounded',
    hasFooterBand: false,
    primary: '#1e3a8a',
    secondary: '#3b82f6',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'professional-green': {
    ...sans,
    header: 'sidebar',
    frame: 'none',
    photoShape: 'square',
    hasFooterBand: false,
    primary: '#14532d',
    secondary: '#22c55e',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'professional-purple': {
    ...sans,
    header: 'band',
    frame: 'none',
    photoShape: 'circle',
    hasFooterBand: true,
    primary: '#4c1d95',
    secondary: '#a78bfa',
    onPrimary: '#ffffff',
    background: '#faf5ff',
  },
  'classic-gray': {
    ...serif,
    header: 'rules',
    frame: 'single',
    photoShape: 'square',
    hasFooterBand: false,
    primary: '#374151',
    secondary: '#9ca3af',
    onPrimary: '#ffffff',
    background: '#f3f4f6',
  },
  'classic-white': {
    ...serif,
    header: 'rules',
    frame: 'double',
    photoShape: 'square',
    hasFooterBand: false,
    primary: '#111827',
    secondary: '#6b7280',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'modern-red': {
    ...sans,
    header: 'diagonal',
    frame: 'none',
    photoShape: 'rounded',
    hasFooterBand: true,
    primary: '#991b1b',
    secondary: '#f87171',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'elegant-gold': {
    ...serif,
    header: 'band',
    frame: 'double',
    photoShape: 'circle',
    hasFooterBand: false,
    primary: '#1c1917',
    secondary: '#b8860b',
    onPrimary: '#fde68a',
    background: '#fffbeb',
  },
};

export const ID_CARD_TYPES = ['standard', 'premium', 'temporary', 'staff'] as const;
export const IdCardTypeSchema = z.enum(ID_CARD_TYPES);
export type IdCardType = z.infer<typeof IdCardTypeSchema>;
export const ID_CARD_TYPE_LABELS: Record<IdCardType, string> = {
  standard: 'Standard',
  premium: 'Premium',
  temporary: 'Temporary',
  staff: 'Staff',
};

/** A saved card: the newest for its student, replaced by a newer save, or reported lost. */
export const ID_CARD_STATUSES = ['active', 'superseded', 'revoked'] as const;
export const IdCardStatusSchema = z.enum(ID_CARD_STATUSES);
export type IdCardStatus = z.infer<typeof IdCardStatusSchema>;
export const ID_CARD_STATUS_LABELS: Record<IdCardStatus, string> = {
  active: 'Active',
  superseded: 'Superseded',
  revoked: 'Revoked',
};
export const ID_CARD_STATUS_COLORS: Record<IdCardStatus, 'green' | 'gray' | 'red'> = {
  active: 'green',
  superseded: 'gray',
  revoked: 'red',
};

/** A batch PDF: one card per 86 × 54 mm page, or ten per A4 / Letter sheet with crop marks. */
export const ID_CARD_LAYOUTS = ['card', 'a4-10', 'letter-10'] as const;
export const IdCardLayoutSchema = z.enum(ID_CARD_LAYOUTS);
export type IdCardLayout = z.infer<typeof IdCardLayoutSchema>;
export const ID_CARD_LAYOUT_LABELS: Record<IdCardLayout, string> = {
  card: 'One card per page (86 × 54 mm)',
  'a4-10': 'A4 sheets, 10 cards with crop marks',
  'letter-10': 'Letter sheets, 10 cards with crop marks',
};

export const BATCH_STATUSES = ['Processing', 'Ready', 'Failed'] as const;
export const BatchStatusSchema = z.enum(BATCH_STATUSES);
export type BatchStatus = z.infer<typeof BatchStatusSchema>;

/** Spec §9: print page 86 × 54 mm with a 2 mm margin, card 82 × 50 mm. */
export const ID_CARD_PRINT = {
  pageWidthMm: 86,
  pageHeightMm: 54,
  marginMm: 2,
  cardWidthMm: 82,
  cardHeightMm: 50,
} as const;
/** Spec §9: the 650 × 400 preview, PNG export at scale 6, print after 250 ms. */
export const ID_CARD_PREVIEW = { width: 650, height: 400 } as const;
export const ID_CARD_IMAGE_SCALE = 6;
export const ID_CARD_PRINT_DELAY_MS = 250;
export const ID_CARD_VALID_YEARS_AHEAD = 10;
export const ID_CARD_MAX_ALLERGIES = 2;
export const ID_CARDS_LIST_DEFAULT_LIMIT = 10;
/** Spec §2: 50 after a batch. */
export const ID_CARDS_LIST_AFTER_BATCH_LIMIT = 50;
export const ID_CARDS_LIST_MAX_LIMIT = 500;
/** How long a batch's signed download link works. */
export const ID_CARD_LINK_TTL_SECONDS = 3600;

// ---------------------------------------------------------------------------------------------
// What the card shows (one rule for the preview and the PDF)

/** Spec §9: the last 4 characters of the student id, uppercased. */
export const securityCodeOf = (studentNumber: string) => studentNumber.slice(-4).toUpperCase();
/** Spec §9: the academic year runs from the current year to the next. */
export const academicYearOf = (now: Date) => `${now.getFullYear()}–${now.getFullYear() + 1}`;
/** Spec §9: at most two allergies on the card. */
export const cardAllergies = (allergies: readonly string[]) =>
  allergies.slice(0, ID_CARD_MAX_ALLERGIES);
/** Spec §9: the PNG is named with the student's name, number, class and section. */
export const idCardImageFileName = (card: {
  studentName: string;
  studentNumber: string;
  class: string;
  section: string;
}) =>
  `${`ID_Card_${card.studentName}_${card.studentNumber}_${card.class}${card.section}`.replace(/[^\w-]+/g, '_')}.png`;
export const idCardPdfFileName = (card: { studentName: string; studentNumber: string }) =>
  `${`ID_Card_${card.studentName}_${card.studentNumber}`.replace(/[^\w-]+/g, '_')}.pdf`;
export const batchPdfFileName = (batch: { class: string; section: string | null }) =>
  `ID_Cards_Grade_${batch.class}${batch.section ?? ''}.pdf`;

// ---------------------------------------------------------------------------------------------
// Messages (spec §2, §5, §8, texts exactly; the new parts after them)

export const ID_CARD_MESSAGES = {
  title: 'Professional ID Card Generator',
  generateBatch: 'Generate Batch',
  generating: messageTemplate('Generating... ({{current}}/{{total}})', 'current', 'total'),
  percentComplete: messageTemplate('{{percent}}% complete', 'percent'),
  previewPlaceholder: 'Select a student to preview ID card',
  studentSelection: 'Student Selection',
  student: 'Student',
  class: 'Class',
  allClasses: 'All Classes',
  classOption: messageTemplate('{{class}} ({{count}} students)', 'class', 'count'),
  cardSettings: 'Card Settings',
  actions: 'Actions',
  generatePreview: 'Generate Preview',
  generateQr: 'Generate QR Code',
  printCard: 'Print ID Card',
  saveCard: 'Save ID Card',
  saveImage: 'Save as Image',
  recentCards: 'Recently Saved Cards',
  columns: {
    student: 'Student',
    idNumber: 'ID Number',
    class: 'Class',
    template: 'Template',
    savedOn: 'Saved On',
    status: 'Status',
    actions: 'Actions',
  },
  load: 'Load',
  delete: 'Delete',
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
  noStudentsInClass: ERROR_MESSAGES.BATCH_EMPTY,
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
  noBatch: ERROR_MESSAGES.BATCH_NOT_FOUND,
  studentNotFound: 'Student not found',
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
  alreadyRevoked: ERROR_MESSAGES.ID_CARD_REVOKED,
  notFound: ERROR_MESSAGES.ID_CARD_NOT_FOUND,
  batchQueued: 'The batch is being generated.',
  batchNotReady: ERROR_MESSAGES.BATCH_NOT_READY,
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

// ---------------------------------------------------------------------------------------------
// Settings (spec §3 ID card settings)

const currentYear = () => new Date().getFullYear();
const optionalText = (max: number) =>
  optionalTrimmed(textSchema().trim().max(max, textKey('common.tooLong', { max })).optional());

/**
 * School name, address, phone and website default to the school's own settings when absent
 * (the server fills them in); validUntil to next calendar year, from this year to +10.
 */
export const IdCardSettingsBodySchema = z.object({
  template: IdCardTemplateSchema.default('professional-blue'),
  cardType: IdCardTypeSchema.default('standard'),
  schoolName: optionalText(120),
  schoolAddress: optionalText(200),
  schoolPhone: optionalText(40),
  schoolWebsite: optionalText(120),
  validUntil: z.coerce
    .number()
    .int()
    .default(() => currentYear() + 1)
    .refine((year) => year >= currentYear() && year <= currentYear() + ID_CARD_VALID_YEARS_AHEAD, {
      error: () =>
        textKey('idCards.validUntilRange', {
          from: currentYear(),
          to: currentYear() + ID_CARD_VALID_YEARS_AHEAD,
        }),
    }),
  includeQR: z.boolean().default(true),
  includePhoto: z.boolean().default(true),
  securityFeatures: z.boolean().default(true),
  includeBarcode: z.boolean().default(false),
  includeMedical: z.boolean().default(false),
  includeGuardian: z.boolean().default(false),
  includeEmergency: z.boolean().default(false),
});
export type IdCardSettingsInput = z.input<typeof IdCardSettingsBodySchema>;
export type IdCardSettingsBody = z.infer<typeof IdCardSettingsBodySchema>;

/** The settings as stored on a card: the school's texts filled in. */
export const IdCardSettingsSchema = z.object({
  template: IdCardTemplateSchema,
  cardType: IdCardTypeSchema,
  schoolName: z.string(),
  schoolAddress: z.string(),
  schoolPhone: z.string(),
  schoolWebsite: z.string(),
  validUntil: z.number(),
  includeQR: z.boolean(),
  includePhoto: z.boolean(),
  securityFeatures: z.boolean(),
  includeBarcode: z.boolean(),
  includeMedical: z.boolean(),
  includeGuardian: z.boolean(),
  includeEmergency: z.boolean(),
});
export type IdCardSettings = z.infer<typeof IdCardSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// The saved card record (spec §3, on the server)

/** The student as printed on the card, kept with the record. */
export const IdCardStudentDataSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  class: z.string(),
  section: z.string(),
  rollNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  emergencyName: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  bloodType: z.string().nullable(),
  /** At most two (spec §9). */
  allergies: z.array(z.string()),
  photoUrl: z.string().nullable(),
});
export type IdCardStudentData = z.infer<typeof IdCardStudentDataSchema>;

export const IdCardSchema = z.object({
  id: z.string(),
  /** The student's record id. */
  studentId: z.string(),
  studentName: z.string(),
  studentNumber: z.string(),
  class: z.string(),
  section: z.string(),
  template: IdCardTemplateSchema,
  cardType: IdCardTypeSchema,
  schoolName: z.string(),
  validUntil: z.number(),
  includePhoto: z.boolean(),
  includeQR: z.boolean(),
  /** The QR payload printed on the card ('' when includeQR is off). */
  qrCodeData: z.string(),
  /** The student's QR version the card carries; a revocation bumps the student's. */
  qrVersion: z.number(),
  generatedAt: z.string(),
  /** The signed-in user's name. */
  generatedBy: z.string(),
  settings: IdCardSettingsSchema,
  studentData: IdCardStudentDataSchema,
  /** Set when the card was made by a batch. */
  batchId: z.string().nullable(),
  status: IdCardStatusSchema,
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type IdCard = z.infer<typeof IdCardSchema>;

// ---------------------------------------------------------------------------------------------
// Batches

export const BatchProgressSchema = z.object({
  batchId: z.string(),
  status: BatchStatusSchema,
  current: z.number(),
  total: z.number(),
  class: z.string(),
  section: z.string().nullable(),
  layout: IdCardLayoutSchema,
  /** A signed link that works for an hour without a bearer token; null unless Ready. */
  downloadUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type BatchProgress = z.infer<typeof BatchProgressSchema>;

// ---------------------------------------------------------------------------------------------
// Requests and responses

export const ListIdCardsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ID_CARDS_LIST_MAX_LIMIT)
    .default(ID_CARDS_LIST_DEFAULT_LIMIT),
});
export const IdCardListSchema = z.object({
  cards: z.array(IdCardSchema),
  total: z.number(),
  /** The newest batch, for Download Latest Batch; null before the first. */
  latestBatch: BatchProgressSchema.nullable(),
});
export type IdCardList = z.infer<typeof IdCardListSchema>;

export const SaveIdCardBodySchema = z.object({
  studentId: IdSchema,
  settings: IdCardSettingsBodySchema.prefault({}),
});
export type SaveIdCardBody = z.infer<typeof SaveIdCardBodySchema>;
export const IdCardWithMessageSchema = z.object({ card: IdCardSchema, message: z.string() });

export const CreateBatchBodySchema = z.object({
  class: z.enum(CLASS_OPTIONS, { error: textKey('idCards.selectClassForBatch') }),
  section: z.enum(SECTIONS).optional(),
  settings: IdCardSettingsBodySchema.prefault({}),
  layout: IdCardLayoutSchema.default('card'),
});
export type CreateBatchBody = z.infer<typeof CreateBatchBodySchema>;
export const BatchCreatedSchema = z.object({
  batchId: z.string(),
  total: z.number(),
  message: z.string(),
});

export const BatchParamsSchema = z.object({ batchId: IdSchema });
export const BatchDownloadQuerySchema = SignedLinkQuerySchema;

// ---------------------------------------------------------------------------------------------
// Endpoints (admins only)

export const idCardsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/id-cards',
    query: ListIdCardsQuerySchema,
    response: IdCardListSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/id-cards',
    body: SaveIdCardBodySchema,
    status: 201,
    response: IdCardWithMessageSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/id-cards/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  /** A lost card: the student's QR is regenerated, so every card printed before stops scanning. */
  revoke: defineEndpoint({
    method: 'POST',
    path: '/id-cards/:id/revoke',
    params: IdParamsSchema,
    response: IdCardWithMessageSchema,
  }),
  /** One card on an 86 × 54 mm page (with the bearer token: `apiClient.download`). */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/id-cards/:id/pdf',
    params: IdParamsSchema,
    response: 'file',
  }),
  createBatch: defineEndpoint({
    method: 'POST',
    path: '/id-cards/batch',
    body: CreateBatchBodySchema,
    status: 202,
    response: BatchCreatedSchema,
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/id-cards/batch/:batchId',
    params: BatchParamsSchema,
    response: BatchProgressSchema,
  }),
  /** The signed link: the PDF (not the envelope) or an error envelope (403 tampered, 410 expired). */
  batchDownload: defineEndpoint({
    method: 'GET',
    path: '/id-cards/batch/:batchId/download',
    params: BatchParamsSchema,
    query: BatchDownloadQuerySchema,
    response: 'file',
  }),
};
