import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
// Installs the keyed messages of zod's own rules before any schema here is used.
import './validation.js';
import { messageTemplate } from './i18n/message-template.js';

/** Every successful response is wrapped as `{ success: true, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** The envelope of an endpoint with `hasTopLevelMessage`: `data.message` also beside `data`. */
export const successEnvelopeWithMessage = <T extends z.ZodType>(data: T) =>
  successEnvelope(data).extend({
    message: z.string().describe('The same text as `data.message` (spec §7 reads it here).'),
  });

/**
 * NUL, and half of a UTF-16 pair without its other half (a broken emoji): PostgreSQL cannot store
 * the first, and would silently store the second as U+FFFD.
 */
const UNSTORABLE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string) => !UNSTORABLE_CHARACTER.test(value);

/** Field messages many schemas share, and the words several screens label with (Status, Class…). */
export const COMMON_MESSAGES = {
  status: 'Status',
  actions: 'Actions',
  class: 'Class',
  student: 'Student',
  refresh: 'Refresh',
  delete: 'Delete',
  languageInvalid: 'Choose English, Spanish or French',
  dateRangeInvalid: 'The end date must be on or after the start date',
  passwordRequired: 'Password is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  notValidId: 'Not a valid id',
  dateFormat: 'Use a date as yyyy-mm-dd',
  dateTimeFormat: 'Use a date and time (ISO 8601)',
  dateOrTimestamp: 'Use a date as yyyy-mm-dd or an ISO timestamp',
  tooLong: messageTemplate('Must be at most {{max}} characters', 'max'),
  codeTooLong: 'This code is too long to be a Rollcall QR code',
  scanCard: 'Please scan a card',
  fileHasNoRows: 'The file has no rows',
  tooManyRows: messageTemplate('At most {{max}} rows at a time', 'max'),
  tooManyAttempts: messageTemplate(
    'Too many attempts. Please wait {{seconds}} seconds and try again.',
    'seconds',
  ),
  tooManyAttemptsMinutes: messageTemplate(
    'Too many attempts. Please wait {{minutes}} minutes and try again.',
    'minutes',
  ),
  nameTooLong: 'Name must be at most 100 characters',
  departmentTooLong: 'Department must be at most 100 characters',
  noSuchEndpoint: messageTemplate('No such endpoint: {{method}} {{path}}', 'method', 'path'),
} as const;

export const TEXT_MESSAGES = {
  unstorableCharacter:
    'This text contains a character that cannot be saved (a NUL or a broken emoji). Please retype it.',
} as const;

/**
 * The string every request field, query parameter and form field is built on: text a database
 * cannot store is refused with a field message before any other rule runs.
 */
export const textSchema = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(isStorableText, { error: textKey('text.unstorableCharacter'), abort: true });

/**
 * A signed link's query (apps/server shared/signed-links.ts): expiry (Unix seconds), signature,
 * and on a person's link its holder (their session and account).
 */
export const SignedLinkQuerySchema = z.object({
  expires: textSchema().max(20),
  holder: textSchema().max(100).optional(),
  signature: textSchema().max(200),
});

/**
 * A date-range bound of any query: a calendar day (yyyy-mm-dd), or an ISO timestamp standing for
 * the school's day at that instant (spec §7 sends timestamps), which the server reads in the
 * school's time zone.
 */
export const DateOrTimestampSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: textKey('common.dateOrTimestamp'),
});

export const IdSchema = z.uuid({ message: textKey('common.notValidId') });
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const SortOrderSchema = z.enum(SORT_ORDERS);

/** Query-string booleans arrive as text. */
export const QueryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** Optional text fields: trimmed, and empty means absent. */
export const optionalTrimmed = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }, schema);

export const PHONE_PATTERN = /^[\d\s\-+()]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MessageSchema = z.object({ message: z.string() });

/** Query fields every staff list shares: text search, active filter, sort order. */
export const listFilterFields = {
  search: optionalTrimmed(textSchema().max(100).optional()),
  isActive: z.enum(['true', 'false']).optional(),
  /** Cache-buster the prototype sends; ignored. */
  timestamp: textSchema().max(40).optional(),
};

/** The pagination object of a list whose total is named `totalKey` (spec §3). */
export const paginationSchema = <K extends string>(totalKey: K) =>
  z
    .object({
      currentPage: z.number(),
      totalPages: z.number(),
      hasNext: z.boolean(),
      hasPrev: z.boolean(),
    })
    .extend({ [totalKey]: z.number() } as Record<K, z.ZodNumber>);

/** "1 hour ago", "3 days ago": the elapsed-time texts of spec §9, singular for one. */
export const agoText = (count: number, unit: 'minute' | 'hour' | 'day') =>
  `${count} ${unit}${count === 1 ? '' : 's'} ago`;
