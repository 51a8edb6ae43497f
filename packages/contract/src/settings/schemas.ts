import { z } from 'zod';
import { textKey } from '../i18n/text-key.js';
import { textSchema } from '../common.js';
import { LANGUAGES } from '../languages.js';
import { NotificationSettingsBodySchema, NotificationSettingsSchema } from './notifications.js';
import {
  OutreachSettingsBodySchema,
  OutreachSettingsSchema,
} from '../interventions/outreach-settings.js';
import { SETTINGS_LIMITS } from './limits.js';
import { AcademicYearBodySchema, AcademicYearSchema } from './academic-year.js';
import { OffsiteBackupBodySchema, OffsiteBackupSchema } from './offsite-backup.js';

export const DEFAULT_TIMEZONE = 'America/New_York';
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export { LANGUAGES, LANGUAGE_LABELS, type Language } from '../languages.js';

const TimeSchema = textSchema().regex(/^([01]\d|2[0-3]):[0-5]\d$/, textKey('settings.timeInvalid'));

/** Empty, or an absolute http(s) URL. */
export const isWebAddress = (text: string) => {
  if (text === '') return true;
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

export const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const numberIn = (range: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(range.min, message).max(range.max, message);

/** The settings as stored and returned (response schemas may not transform). */
export const SchoolSettingsSchema = z.object({
  schoolName: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  timezone: z.string(),
  startTime: z.string(),
  gracePeriodMinutes: z.number(),
  veryLateAfterMinutes: z.number(),
  absenteeCutoffTime: z.string(),
  /** A check-out before this time is an early leave (issue 14; default 15:00). */
  dismissalTime: z.string(),
  schoolDays: z.array(z.number()),
  holidays: z.array(z.string()),
  /** Chronic absence: absent on at least this percent of enrolled days (default 10). */
  chronicAbsenceThreshold: z.number(),
  /** … counting only students enrolled at least this many school days in the range (default 10). */
  chronicAbsenceMinDays: z.number(),
  /** Interventions: a case opens after this many absent school days in a row (default 3). */
  consecutiveAbsenceDays: z.number(),
  /** … or after being late this many days (default 5) … */
  repeatedLatenessDays: z.number(),
  /** … within this many school days (default 30). */
  repeatedLatenessWindowDays: z.number(),
  /** null until an admin sets the year. */
  academicYear: AcademicYearSchema.nullable(),
  defaultLanguage: z.enum(LANGUAGES),
  notifications: NotificationSettingsSchema,
  /** Guardian nudges and letters: the monthly nudge and the school's wording (issue 26). */
  outreach: OutreachSettingsSchema,
  requireAdminTwoFactor: z.boolean(),
  /**
   * Whether gate devices take a plain student number (a barcode, a keyboard) as well as the signed
   * QR code: off by default, as anyone can print a number.
   */
  gateAcceptsPlainCodes: z.boolean(),
  /** How long a sign-in lasts without use: the refresh token's lifetime. */
  sessionLengthDays: z.number(),
  /** The longest a sign-in lasts, however often it is used. */
  maxSessionDays: z.number(),
  /** A gate device silent this many days must be paired again. */
  gateIdleDays: z.number(),
  /** Passwords set from now on need at least this many characters (the floor is 6). */
  passwordMinLength: z.number(),
  /** Attendance older than this many school years is deleted; null = kept for ever. */
  retentionYears: z.number().nullable(),
  /** An archived student's data is erased this many years after archiving; null = kept. */
  studentRetentionYears: z.number().nullable(),
  /** Daily backups into DATA_DIR/backups; null = the engine's default (on when embedded). */
  autoBackup: z.boolean().nullable(),
  backupsKept: z.number(),
  /** Where each nightly backup is copied off this machine (issue 40); null = nowhere. */
  offsiteBackup: OffsiteBackupSchema.nullable(),
  /**
   * The sync hold (issue 39): an API token's roster import that would archive, or change the
   * guardian contacts of, more than this percent of the school's students (and at least
   * ROSTER_HOLD_MIN_STUDENTS) waits for an administrator.
   */
  rosterHoldPercent: z.number(),
  /** The range the analytics open on. */
  defaultTrendWindowDays: z.number(),
  hasLogo: z.boolean(),
});
export type SchoolSettings = z.infer<typeof SchoolSettingsSchema>;

/**
 * What an admin sends: every rule checked, days and holidays de-duplicated and sorted. Fields added
 * after the first release are optional: a body without them leaves them as they are.
 */
export const SchoolSettingsBodySchema = z
  .object({
    schoolName: textSchema().trim().min(1, textKey('settings.schoolNameRequired')).max(120),
    address: textSchema().trim().max(300).default(''),
    phone: textSchema().trim().max(40).default(''),
    // Shown as a link on cards and in e-mails: a web address only, never javascript: or data:.
    website: textSchema()
      .trim()
      .max(200)
      .refine(isWebAddress, textKey('settings.websiteInvalid'))
      .default(''),
    timezone: textSchema().refine(isValidTimeZone, textKey('settings.timezoneInvalid')),
    startTime: TimeSchema,
    gracePeriodMinutes: numberIn(
      SETTINGS_LIMITS.gracePeriodMinutes,
      textKey('settings.gracePeriodRange'),
    ),
    veryLateAfterMinutes: numberIn(
      SETTINGS_LIMITS.veryLateAfterMinutes,
      textKey('settings.veryLateRange'),
    ),
    absenteeCutoffTime: TimeSchema,
    dismissalTime: TimeSchema.optional(),
    schoolDays: z
      .array(z.union(ISO_WEEKDAYS.map((day) => z.literal(day))))
      .min(1, textKey('settings.schoolDaysRequired'))
      .transform((days) => [...new Set(days)].sort()),
    holidays: z
      .array(z.iso.date())
      .max(366)
      .transform((days) => [...new Set(days)].sort()),
    /** Optional so that a form that does not show them leaves them as they are. */
    chronicAbsenceThreshold: numberIn(
      SETTINGS_LIMITS.chronicAbsenceThreshold,
      textKey('settings.chronicThresholdRange'),
    ).optional(),
    chronicAbsenceMinDays: numberIn(
      SETTINGS_LIMITS.chronicAbsenceMinDays,
      textKey('settings.chronicMinDaysRange'),
    ).optional(),
    consecutiveAbsenceDays: numberIn(
      SETTINGS_LIMITS.consecutiveAbsenceDays,
      textKey('interventions.consecutiveRange'),
    ).optional(),
    repeatedLatenessDays: numberIn(
      SETTINGS_LIMITS.repeatedLatenessDays,
      textKey('interventions.latenessDaysRange'),
    ).optional(),
    repeatedLatenessWindowDays: numberIn(
      SETTINGS_LIMITS.repeatedLatenessWindowDays,
      textKey('interventions.latenessWindowRange'),
    ).optional(),
    academicYear: AcademicYearBodySchema.nullable().optional(),
    defaultLanguage: z.enum(LANGUAGES, textKey('common.languageInvalid')).optional(),
    notifications: NotificationSettingsBodySchema.optional(),
    outreach: OutreachSettingsBodySchema.optional(),
    requireAdminTwoFactor: z.boolean().optional(),
    gateAcceptsPlainCodes: z.boolean().optional(),
    passwordMinLength: numberIn(
      SETTINGS_LIMITS.passwordMinLength,
      textKey('settings.passwordMinLengthRange'),
    ).optional(),
    maxSessionDays: numberIn(
      SETTINGS_LIMITS.maxSessionDays,
      textKey('settings.daysInYearRange'),
    ).optional(),
    gateIdleDays: numberIn(
      SETTINGS_LIMITS.gateIdleDays,
      textKey('settings.daysInYearRange'),
    ).optional(),
    sessionLengthDays: numberIn(
      SETTINGS_LIMITS.sessionLengthDays,
      textKey('settings.sessionLengthRange'),
    ).optional(),
    retentionYears: numberIn(SETTINGS_LIMITS.retentionYears, textKey('settings.retentionRange'))
      .nullable()
      .optional(),
    studentRetentionYears: numberIn(
      SETTINGS_LIMITS.studentRetentionYears,
      textKey('settings.studentRetentionRange'),
    )
      .nullable()
      .optional(),
    /** null: back to the engine's default. */
    autoBackup: z.boolean().nullable().optional(),
    backupsKept: numberIn(
      SETTINGS_LIMITS.backupsKept,
      textKey('settings.backupsKeptRange'),
    ).optional(),
    /** null: no off-machine copy. Changing it asks for a recent confirmation (settings.service). */
    offsiteBackup: OffsiteBackupBodySchema.nullable().optional(),
    rosterHoldPercent: numberIn(
      SETTINGS_LIMITS.rosterHoldPercent,
      textKey('settings.rosterHoldPercentRange'),
    ).optional(),
    defaultTrendWindowDays: numberIn(
      SETTINGS_LIMITS.defaultTrendWindowDays,
      textKey('settings.trendWindowRange'),
    ).optional(),
  })
  .refine((s) => s.veryLateAfterMinutes > s.gracePeriodMinutes, {
    message: textKey('settings.veryLateAfterGrace'),
    path: ['veryLateAfterMinutes'],
  })
  .refine((s) => minutesOf(s.absenteeCutoffTime) > minutesOf(s.startTime), {
    message: textKey('settings.cutoffAfterStart'),
    path: ['absenteeCutoffTime'],
  })
  .refine(
    (s) =>
      s.repeatedLatenessDays === undefined ||
      s.repeatedLatenessWindowDays === undefined ||
      s.repeatedLatenessWindowDays >= s.repeatedLatenessDays,
    {
      message: textKey('interventions.latenessWindowTooShort'),
      path: ['repeatedLatenessWindowDays'],
    },
  )
  .refine((s) => !s.dismissalTime || minutesOf(s.dismissalTime) > minutesOf(s.startTime), {
    message: textKey('settings.dismissalAfterStart'),
    path: ['dismissalTime'],
  });
export type SchoolSettingsBody = z.infer<typeof SchoolSettingsBodySchema>;

export const SchoolInfoSchema = z.object({
  schoolName: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  timezone: z.string(),
  /** The screens' language for staff who chose none and whose browser names none of the three. */
  defaultLanguage: z.enum(LANGUAGES),
  /** A signed, expiring link to the school's logo, or null when there is none. */
  logoUrl: z.string().nullable(),
});
export type SchoolInfo = z.infer<typeof SchoolInfoSchema>;

export const LOGO_FIELD = 'logo';
/** The logo is kept at most this wide and high (it is drawn small: card corner, report heading). */
export const LOGO_MAX_SIDE = 512;
export const LogoResponseSchema = z.object({ logoUrl: z.string().nullable(), message: z.string() });
/** The logo's version (a new upload gets a new one, so a stale link never shows the new logo). */
export const LogoParamsSchema = z.object({ version: z.uuid() });

const ProviderSchema = z.object({
  isConfigured: z.boolean(),
  /** A host name or provider and sender number; never a password or token. */
  destination: z.string().nullable(),
});
export const ProvidersResponseSchema = z.object({
  email: ProviderSchema,
  sms: ProviderSchema,
  /** Which database this server runs on: the default of automatic backups depends on it. */
  database: z.enum(['embedded', 'postgres']),
});
export type Providers = z.infer<typeof ProvidersResponseSchema>;

export const SettingsResponseSchema = z.object({ settings: SchoolSettingsSchema });
export const SettingsWithMessageSchema = SettingsResponseSchema.extend({ message: z.string() });
