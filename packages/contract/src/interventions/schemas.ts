import { z } from 'zod';
import { IdSchema, pageQuery, paginationSchema, textSchema } from '../common.js';
import { textKey } from '../i18n/text-key.js';
import { CLASS_OPTIONS, SECTIONS } from '../students/schemas.js';

/** What opens a case (issue 26): each rule is evaluated after the absentee cutoff. */
export const INTERVENTION_RULES = [
  'consecutive-absences',
  'chronic-absence',
  'repeated-lateness',
] as const;
export type InterventionRule = (typeof INTERVENTION_RULES)[number];

/** Open: needs follow-up; monitoring: followed up, being watched; closed: done (a new case may open). */
export const CASE_STATUSES = ['open', 'monitoring', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The multi-tiered system of supports: 1 universal, 2 targeted, 3 intensive. */
export const CASE_TIERS = [1, 2, 3] as const;
export type CaseTier = (typeof CASE_TIERS)[number];

/** What a note records as done, if anything. */
export const CASE_ACTIONS = ['call', 'meeting', 'letter', 'home-visit', 'other'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const CASE_NOTE_MAX = 2000;
export const CASES_PAGE_SIZE = 20;
export const CASES_MAX_LIMIT = 200;

/** The figures a case was opened on, brought up to date at each evaluation while it is not closed. */
export const CaseFiguresSchema = z.object({
  /** Absent school days this school year (enrolled days only). */
  absentDays: z.number(),
  enrolledDays: z.number(),
  /** Attendance rate this school year, percent (attended ÷ enrolled × 100), null before any day. */
  rate: z.number().nullable(),
  /** The run of absent school days up to the last evaluation. */
  consecutive: z.number(),
  /** Late days within the lateness rule's window. */
  lateDays: z.number(),
});
export type CaseFigures = z.infer<typeof CaseFiguresSchema>;

const PersonSchema = z.object({ _id: z.string(), name: z.string() });

export const CaseSchema = z.object({
  _id: z.string(),
  student: z.object({
    _id: z.string(),
    studentId: z.string(),
    fullName: z.string(),
    class: z.string(),
    section: z.string(),
  }),
  rule: z.enum(INTERVENTION_RULES),
  status: z.enum(CASE_STATUSES),
  tier: z.union(CASE_TIERS.map((tier) => z.literal(tier))),
  /** The school day it opened (yyyy-mm-dd). */
  openedOn: z.string(),
  closedAt: z.string().nullable(),
  figures: CaseFiguresSchema,
  assignedTo: PersonSchema.nullable(),
  /** The last note or change by staff, null until someone acts. */
  lastActionAt: z.string().nullable(),
});
export type InterventionCase = z.infer<typeof CaseSchema>;

export const CaseNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  action: z.enum(CASE_ACTIONS).nullable(),
  author: PersonSchema.nullable(),
  createdAt: z.string(),
});
export type CaseNote = z.infer<typeof CaseNoteSchema>;

export const CaseDetailSchema = z.object({
  case: CaseSchema.extend({ notes: z.array(CaseNoteSchema) }),
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>['case'];

export const ListCasesQuerySchema = z.object({
  ...pageQuery(CASES_PAGE_SIZE, CASES_MAX_LIMIT),
  status: z.enum(CASE_STATUSES).optional(),
  rule: z.enum(INTERVENTION_RULES).optional(),
  class: z.enum(CLASS_OPTIONS).optional(),
  section: z.enum(SECTIONS).optional(),
});
export type ListCasesQuery = z.infer<typeof ListCasesQuerySchema>;

export const CasePaginationSchema = paginationSchema('totalCases');

export const CaseListSchema = z.object({
  cases: z.array(CaseSchema),
  pagination: CasePaginationSchema,
});

export const UpdateCaseBodySchema = z
  .object({
    status: z.enum(CASE_STATUSES, textKey('interventions.statusInvalid')).optional(),
    tier: z
      .union(
        CASE_TIERS.map((tier) => z.literal(tier)),
        textKey('interventions.tierInvalid'),
      )
      .optional(),
    /** A staff user's id, or null to unassign. */
    assignedTo: IdSchema.nullable().optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.tier !== undefined || body.assignedTo !== undefined,
    { message: textKey('interventions.nothingToChange') },
  );
export type UpdateCaseBody = z.infer<typeof UpdateCaseBodySchema>;

export const CaseNoteBodySchema = z.object({
  text: textSchema({ error: textKey('interventions.noteRequired') })
    .trim()
    .min(1, textKey('interventions.noteRequired'))
    .max(CASE_NOTE_MAX, textKey('interventions.noteTooLong')),
  action: z.enum(CASE_ACTIONS, textKey('interventions.actionInvalid')).optional(),
});
export type CaseNoteBody = z.infer<typeof CaseNoteBodySchema>;

export const CaseWithMessageSchema = CaseDetailSchema.extend({ message: z.string() });

/** An evaluation's outcome: cases opened now, and those that were open already and still apply. */
export const CheckResultSchema = z.object({
  date: z.string(),
  opened: z.number(),
  stillOpen: z.number(),
  message: z.string(),
});

/** The header's bell: cases opened since this user last looked. */
export const UnseenCasesSchema = z.object({ count: z.number() });
