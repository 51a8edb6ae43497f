/** The absence messages' settings: on or off, the sender's name, the school's texts per language. */
import { z } from 'zod';
import { textKey } from '../i18n/text-key.js';
import { textSchema } from '../common.js';
import type { Language } from '../languages.js';
import {
  isBuiltIn,
  NO_SCHOOL_TEMPLATES,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholdersOf,
} from '../message-templates.js';
import { SETTINGS_MESSAGES } from './messages.js';

/** The values of the message for placeholders a template may not use, naming the ones it may. */
const unknownPlaceholderValues = (unknown: readonly string[]) => ({
  unknown: unknown.join(', '),
  known: TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
});

/** The message for placeholders a template may not use, in English. */
export const unknownPlaceholderMessage = (unknown: readonly string[]) => {
  const { unknown: names, known } = unknownPlaceholderValues(unknown);
  return SETTINGS_MESSAGES.unknownPlaceholder(names, known);
};

export const DEFAULT_NOTIFICATION_SETTINGS = {
  emailEnabled: true,
  smsEnabled: true,
  /** Empty: messages go out under the school's name. */
  senderName: '',
  templates: NO_SCHOOL_TEMPLATES,
} as const;

/** A template: not empty, no more than `max` characters, only the known placeholders. */
const templateSchema = (max: number, tooLong: string) =>
  textSchema()
    .trim()
    .min(1, textKey('settings.templateRequired'))
    .max(max, tooLong)
    .superRefine((template, context) => {
      const unknown = unknownPlaceholdersOf(template);
      if (unknown.length) {
        context.addIssue({
          code: 'custom',
          message: textKey('settings.unknownPlaceholder', unknownPlaceholderValues(unknown)),
        });
      }
    });

const MessageTemplatesSchema = z.object({
  emailSubject: z.string(),
  emailBody: z.string(),
  smsText: z.string(),
});

/** One schema for each language's entry (typed by language, so a new language must be added). */
const perLanguage = <S extends z.ZodType>(schemaFor: (language: Language) => S) =>
  z.object({ en: schemaFor('en'), es: schemaFor('es'), fr: schemaFor('fr') });

export const NotificationSettingsSchema = z.object({
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  senderName: z.string(),
  /** The school's absence texts per language; null: Rollcall's own text in that language. */
  templates: perLanguage(() => MessageTemplatesSchema.nullable()),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

const MessageTemplatesBodySchema = z.object({
  emailSubject: templateSchema(200, textKey('settings.subjectTooLong')),
  emailBody: templateSchema(5000, textKey('settings.emailBodyTooLong')),
  smsText: templateSchema(480, textKey('settings.smsTooLong')),
});

export const NotificationSettingsBodySchema = z.object({
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  senderName: textSchema().trim().max(80, textKey('settings.senderNameTooLong')),
  /**
   * Per language: the school's texts, or null for Rollcall's. A language left out is kept as it
   * is, and so is the whole map. Texts that are Rollcall's very words count as null, so that they
   * follow Rollcall's wording (a form sends every language's texts as they stand).
   */
  templates: perLanguage((language) =>
    MessageTemplatesBodySchema.nullable()
      .optional()
      .transform((texts) => (texts && isBuiltIn(texts, language) ? null : texts)),
  ).optional(),
});
