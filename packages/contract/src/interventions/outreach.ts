/**
 * Guardian nudges and letters (issue 26): the endpoints, their schemas, the settings and the
 * texts (English in `outreach-messages.ts`; Spanish and French beside it).
 */
import { z } from 'zod';
import { IdSchema, SignedLinkQuerySchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { textKey } from '../i18n/text-key.js';
import { textsIn } from '../i18n/translate.js';
import { fillMessage } from '../i18n/message-template.js';
import { perLanguage, type Language } from '../languages.js';
import { roundRate } from '../reports/rules.js';
import {
  NOTIFICATION_CHANNELS,
  TestNotificationBodySchema,
  TestNotificationResultSchema,
} from '../absentee.js';
import { CLASS_OPTIONS, SECTIONS } from '../students/schemas.js';
import type {
  OutreachTemplates,
  OutreachValues,
  SchoolOutreachTemplates,
} from './outreach-settings.js';

export * from './outreach-settings.js';
export * from './outreach-messages.js';

/** The rules a case opens on; a letter of each kind, and the nudge's. */
export const CASE_RULES = ['consecutive-absences', 'chronic-absence'] as const;
export type CaseRule = (typeof CASE_RULES)[number];
export const LETTER_KINDS = ['nudge', ...CASE_RULES] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** The letters' download link lasts an hour, as report files' do. */
export const LETTER_LINK_TTL_SECONDS = 3600;
export const LETTER_STUDENTS_MAX = 2000;

/** Rollcall's wording of every template in a language: the catalogue's, by key. */
export const builtInOutreachTemplates = (language: Language): OutreachTemplates =>
  textsIn(language).outreach.templates;

/** The texts a guardian reading `language` gets: the school's for it, else Rollcall's. */
export const outreachTemplatesIn = (
  school: SchoolOutreachTemplates,
  language: Language,
): OutreachTemplates => school[language] ?? builtInOutreachTemplates(language);

/** What a message or letter says of a student; the server's figures, or the preview's sample. */
export type OutreachFacts = {
  studentName: string;
  guardianName: string;
  schoolName: string;
  absentDays: number;
  /** The school's median. */
  typicalDays: number;
  enrolledDays: number;
  consecutiveDays: number;
};

/** What the preview and the test message are filled with. */
export const SAMPLE_OUTREACH_FACTS: Omit<OutreachFacts, 'schoolName'> = {
  studentName: 'Maya Johnson',
  guardianName: 'Dana Johnson',
  absentDays: 5,
  typicalDays: 2,
  enrolledDays: 40,
  consecutiveDays: 3,
};

const numberFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
);
const pluralRules = perLanguage((locale) => new Intl.PluralRules(locale));
const numberIn = (value: number, language: Language) => numberFormat(language).format(value);

/** "1 day", "2.5 days", by the language's own plural rule (in French 0 and 1 are singular). */
export function dayCount(count: number, language: Language) {
  const texts = textsIn(language).outreach;
  const isOne = pluralRules(language).select(count) === 'one';
  return fillMessage(isOne ? texts.dayOne : texts.dayMany, { count: numberIn(count, language) });
}

/** Every placeholder's value in `language`: the comparison with the median in plain words. */
export function outreachValues(facts: OutreachFacts, language: Language): OutreachValues {
  const texts = textsIn(language).outreach;
  const { schoolName } = facts;
  const typical = dayCount(facts.typicalDays, language);
  const comparison =
    facts.absentDays > facts.typicalDays
      ? fillMessage(texts.comparedMore, { schoolName, typical })
      : facts.absentDays < facts.typicalDays
        ? fillMessage(texts.comparedFewer, { schoolName, typical })
        : fillMessage(texts.comparedSame, { schoolName });
  const rate = facts.enrolledDays ? (facts.absentDays / facts.enrolledDays) * 100 : 0;
  return {
    studentName: facts.studentName,
    guardianName: facts.guardianName,
    schoolName,
    absentDays: dayCount(facts.absentDays, language),
    typicalDays: typical,
    comparison,
    consecutiveDays: dayCount(facts.consecutiveDays, language),
    absentRate: `${numberIn(roundRate(rate), language)}%`,
  };
}

export const NudgesBodySchema = z.object({ dryRun: z.boolean().optional() }).nullish();

export const NudgeRecipientSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  class: z.string(),
  section: z.string(),
  absentDays: z.number(),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
});

export const NudgesResultSchema = z.object({
  /** Students whose guardians get (or, dry, would get) a message now. */
  students: z.number(),
  /** Messages queued (or, dry, that would be). */
  messages: z.number(),
  dryRun: z.boolean(),
  /** The school's median absent days this school year (a typical student). */
  typicalDays: z.number(),
  recipients: z.array(NudgeRecipientSchema),
  message: z.string(),
});
export type NudgesResult = z.infer<typeof NudgesResultSchema>;

export const LettersBodySchema = z
  .object({
    kind: z.enum(LETTER_KINDS, { error: textKey('outreach.letterKindInvalid') }),
    class: z.enum(CLASS_OPTIONS, { error: textKey('students.classRequired') }).optional(),
    section: z.enum(SECTIONS).optional(),
    studentIds: z.array(IdSchema).min(1).max(LETTER_STUDENTS_MAX).optional(),
  })
  .refine((body) => body.class !== undefined || body.studentIds !== undefined, {
    message: textKey('outreach.letterScopeRequired'),
    path: ['class'],
  })
  .refine((body) => body.section === undefined || body.class !== undefined, {
    message: textKey('outreach.letterSectionNeedsClass'),
    path: ['section'],
  });
export type LettersBody = z.infer<typeof LettersBodySchema>;

export const LettersCreatedSchema = z.object({
  batchId: z.string(),
  total: z.number(),
  message: z.string(),
});

export const LetterBatchParamsSchema = z.object({ batchId: IdSchema });

export const LetterBatchSchema = z.object({
  batchId: z.string(),
  kind: z.enum(LETTER_KINDS),
  status: z.enum(['Processing', 'Ready', 'Failed']),
  total: z.number(),
  done: z.number(),
  downloadUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type LetterBatch = z.infer<typeof LetterBatchSchema>;

/** The file's name: the kind and the day it was made. */
export const lettersFileName = (kind: LetterKind, createdAt: Date) =>
  `letters-${kind}-${createdAt.toISOString().slice(0, 10)}.pdf`;

/** Admins only. */
export const nudgesApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/interventions/nudges',
    body: NudgesBodySchema,
    response: NudgesResultSchema,
  }),
  /** A sample nudge in the language chosen, sent at once, as the absence templates' test is. */
  test: defineEndpoint({
    method: 'POST',
    path: '/interventions/nudges/test',
    body: TestNotificationBodySchema,
    response: TestNotificationResultSchema,
    hasTopLevelMessage: true,
  }),
};

/** Admins only; the file is fetched by its signed link. */
export const lettersApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/interventions/letters',
    body: LettersBodySchema,
    status: 202,
    response: LettersCreatedSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/interventions/letters/:batchId',
    params: LetterBatchParamsSchema,
    response: LetterBatchSchema,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/interventions/letters/:batchId/download',
    params: LetterBatchParamsSchema,
    query: SignedLinkQuerySchema,
    response: 'file',
  }),
};
