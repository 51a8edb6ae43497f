/**
 * The school's settings for guardian nudges and letters (issue 26): the monthly nudge's schedule
 * and the school's own wording of each template per language, and the one way a template is
 * filled (the server's messages and letters, and the screen's preview, all call
 * `fillOutreachTemplate`). Kept apart from `outreach.ts` so that the settings' schemas can hold
 * them without reaching the catalogue.
 */
import { z } from 'zod';
import { textSchema } from '../common.js';
import { textKey } from '../i18n/text-key.js';
import type { Language } from '../languages.js';
import { placeholderRules } from '../message-templates.js';

/** Off, or on one day of every month (1–28, a day every month has). */
export const NUDGE_SCHEDULES = ['off', 'monthly'] as const;
export type NudgeSchedule = (typeof NUDGE_SCHEDULES)[number];
export const NUDGE_DAY = { min: 1, max: 28, default: 1 } as const;

export const OUTREACH_PLACEHOLDERS = [
  'studentName',
  'guardianName',
  'schoolName',
  /** "5 days": the student's absent days this school year so far. */
  'absentDays',
  /** "2 days": the school's median. */
  'typicalDays',
  /** The sentence comparing the two, in plain words. */
  'comparison',
  /** "4 days": the run of absences up to the last school day. */
  'consecutiveDays',
  /** "12%": the share of the student's school days missed. */
  'absentRate',
] as const;
export type OutreachPlaceholder = (typeof OUTREACH_PLACEHOLDERS)[number];
export type OutreachValues = Record<OutreachPlaceholder, string>;

export const OUTREACH_TEMPLATE_KEYS = [
  'nudgeEmailSubject',
  'nudgeEmailBody',
  'nudgeSms',
  'letterNudge',
  'letterConsecutiveAbsences',
  'letterChronicAbsence',
] as const;
export type OutreachTemplateKey = (typeof OUTREACH_TEMPLATE_KEYS)[number];
export type OutreachTemplates = Record<OutreachTemplateKey, string>;

/** The longest each template may be (an SMS three parts of GSM-7 text, as the absence SMS). */
export const OUTREACH_TEMPLATE_MAX: Record<OutreachTemplateKey, number> = {
  nudgeEmailSubject: 200,
  nudgeEmailBody: 5000,
  nudgeSms: 480,
  letterNudge: 3000,
  letterConsecutiveAbsences: 3000,
  letterChronicAbsence: 3000,
};

const outreachRules = placeholderRules(OUTREACH_PLACEHOLDERS);

/** Every `{name}` in the text that is not one of the placeholders, once each. */
export const unknownOutreachPlaceholdersOf = outreachRules.unknownIn;

export const fillOutreachTemplate = outreachRules.fill;

const templateBodySchema = (max: number) =>
  textSchema()
    .trim()
    .min(1, textKey('settings.templateRequired'))
    .max(max, textKey('common.tooLong', { max }))
    .superRefine((template, context) => {
      const unknown = unknownOutreachPlaceholdersOf(template);
      if (unknown.length) {
        context.addIssue({
          code: 'custom',
          message: textKey('settings.unknownPlaceholder', {
            unknown: unknown.join(', '),
            known: OUTREACH_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
          }),
        });
      }
    });

const OutreachTemplatesSchema = z.object(
  Object.fromEntries(OUTREACH_TEMPLATE_KEYS.map((key) => [key, z.string()])) as Record<
    OutreachTemplateKey,
    z.ZodString
  >,
);
const OutreachTemplatesBodySchema = z.object(
  Object.fromEntries(
    OUTREACH_TEMPLATE_KEYS.map((key) => [key, templateBodySchema(OUTREACH_TEMPLATE_MAX[key])]),
  ) as Record<OutreachTemplateKey, ReturnType<typeof templateBodySchema>>,
);

/** The school's texts per language; null: Rollcall's own text in that language. */
export type SchoolOutreachTemplates = Record<Language, OutreachTemplates | null>;
export const NO_SCHOOL_OUTREACH_TEMPLATES: SchoolOutreachTemplates = {
  en: null,
  es: null,
  fr: null,
};

export const OutreachSettingsSchema = z.object({
  nudgeSchedule: z.enum(NUDGE_SCHEDULES),
  /** The day of the month a monthly nudge goes out, in the afternoon. */
  nudgeDay: z.number(),
  templates: z.object({
    en: OutreachTemplatesSchema.nullable(),
    es: OutreachTemplatesSchema.nullable(),
    fr: OutreachTemplatesSchema.nullable(),
  }),
});
export type OutreachSettings = z.infer<typeof OutreachSettingsSchema>;

export const DEFAULT_OUTREACH_SETTINGS: OutreachSettings = {
  nudgeSchedule: 'off',
  nudgeDay: NUDGE_DAY.default,
  templates: NO_SCHOOL_OUTREACH_TEMPLATES,
};

/**
 * What an admin sends. A language the templates leave out is kept as it is; null is Rollcall's
 * text. (Texts equal to Rollcall's are turned to null by the server, which knows them.)
 */
export const OutreachSettingsBodySchema = z.object({
  nudgeSchedule: z.enum(NUDGE_SCHEDULES),
  nudgeDay: z
    .number(textKey('outreach.nudgeDayRange'))
    .int(textKey('outreach.nudgeDayRange'))
    .min(NUDGE_DAY.min, textKey('outreach.nudgeDayRange'))
    .max(NUDGE_DAY.max, textKey('outreach.nudgeDayRange')),
  templates: z
    .object({
      en: OutreachTemplatesBodySchema.nullable().optional(),
      es: OutreachTemplatesBodySchema.nullable().optional(),
      fr: OutreachTemplatesBodySchema.nullable().optional(),
    })
    .optional(),
});
export type OutreachSettingsBody = z.infer<typeof OutreachSettingsBodySchema>;
