import { z } from 'zod';
import { textKey } from '../i18n/text-key.js';
import { IdSchema, optionalTrimmed, SignedLinkQuerySchema, textSchema } from '../common.js';
import { CLASS_OPTIONS, SECTIONS } from '../students.js';

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

export const ID_CARD_TYPES = ['standard', 'premium', 'temporary', 'staff'] as const;
export const IdCardTypeSchema = z.enum(ID_CARD_TYPES);
export type IdCardType = z.infer<typeof IdCardTypeSchema>;

/** A saved card: the newest for its student, replaced by a newer save, or reported lost. */
export const ID_CARD_STATUSES = ['active', 'superseded', 'revoked'] as const;
export const IdCardStatusSchema = z.enum(ID_CARD_STATUSES);
export type IdCardStatus = z.infer<typeof IdCardStatusSchema>;

export const ID_CARD_STATUS_COLORS: Record<IdCardStatus, 'green' | 'gray' | 'red'> = {
  active: 'green',
  superseded: 'gray',
  revoked: 'red',
};

/** A batch PDF: one card per 86 × 54 mm page, or ten per A4 / Letter sheet with crop marks. */
export const ID_CARD_LAYOUTS = ['card', 'a4-10', 'letter-10'] as const;
export const IdCardLayoutSchema = z.enum(ID_CARD_LAYOUTS);
export type IdCardLayout = z.infer<typeof IdCardLayoutSchema>;

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
