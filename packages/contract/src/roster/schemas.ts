import { z } from 'zod';
import { QueryBooleanSchema, textSchema } from '../common.js';
import { textKey } from '../i18n/text-key.js';
import { SECTIONS } from '../students/schemas.js';

/** The multipart field that carries the OneRoster zip. */
export const ONEROSTER_FIELD = 'file';
/** The upload itself: a zip of CSV text compresses well, so this is far above 10,000 students. */
export const ONEROSTER_MAX_ZIP_BYTES = 20 * 1024 * 1024;
/**
 * What the zip's files may hold once unpacked, all together. A zip whose entries declare more is
 * refused before anything is inflated; one whose entries lie about their size is refused as soon
 * as the inflated bytes pass it (a zip bomb), so memory stays bounded either way.
 */
export const ONEROSTER_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/**
 * Rows a file of the zip may hold: far above the largest district's export (a district of 200
 * schools has about 150,000 users), so that a file of a million copied rows is refused at once
 * rather than planned row by row while the gate waits (issue 39).
 */
export const ONEROSTER_MAX_RECORDS = 200_000;
/** A sourcedId as the standard's GUIDs and SIS keys are: printable, and no longer than this. */
export const SOURCED_ID_MAX = 255;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/**
 * The sync hold (issue 39): an import from an API token that would archive, or change the guardian
 * contacts of, more than this many students at least (and more than the school's set share) is
 * kept for an administrator to confirm instead of being applied.
 */
export const ROSTER_HOLD_MIN_STUDENTS = 5;
/**
 * Why an import is held: students archived, guardian contacts changed, staff accounts deactivated
 * or taken off the school (more than the share), or anyone made an administrator (issue 42: a
 * script never makes an administrator by itself).
 */
export const ROSTER_HOLD_REASONS = ['archives', 'contacts', 'staff', 'admins'] as const;
export type RosterHoldReason = (typeof ROSTER_HOLD_REASONS)[number];

export const isValidSourcedId = (value: string) =>
  value.length > 0 && value.length <= SOURCED_ID_MAX && !CONTROL_CHARACTER.test(value);

/**
 * Where a student's section (A–D) comes from: their class's `classCode` or `title` (through
 * enrollments.csv: the homeroom, else the primary class, else the first), or the fixed default.
 */
export const SECTION_SOURCES = ['classCode', 'title', 'default'] as const;
export type SectionSource = (typeof SECTION_SOURCES)[number];

export const OneRosterImportQuerySchema = z.object({
  /** true: the preview, nothing written. */
  dryRun: QueryBooleanSchema.default(false),
  /** A full (bulk) export: also archive the students it no longer lists. */
  archiveMissing: QueryBooleanSchema.default(false),
  /** The school (org) to import, when the zip holds several. */
  orgSourcedId: textSchema().trim().max(255).optional(),
  sectionFrom: z.enum(SECTION_SOURCES).default('default'),
  /** The section of a student whose class gives none (and of every new student with 'default'). */
  defaultSection: z.enum(SECTIONS).default('A'),
});
export type OneRosterImportQuery = z.infer<typeof OneRosterImportQuerySchema>;

export const ROSTER_ACTIONS = [
  'create',
  'update',
  'unchanged',
  'archive',
  'skip',
  /** Missing from a full export: archived when the import is confirmed with archiveMissing. */
  'toArchive',
] as const;
export type RosterAction = (typeof ROSTER_ACTIONS)[number];

/**
 * What an import does with the school's staff (issue 42): the export's teachers and administrators
 * at the school become accounts (`added`), the ones it already has are kept up to date (`updated`,
 * `unchanged`), those it drops are deactivated or, working at other schools too, taken off this
 * one (`deactivated`); `skipped`: no usable e-mail or name, or an e-mail another account has.
 */
export const StaffSummarySchema = z.object({
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  deactivated: z.number(),
  skipped: z.number(),
});
export type StaffSummary = z.infer<typeof StaffSummarySchema>;

export const OneRosterImportResultSchema = z.object({
  summary: z.object({
    created: z.number(),
    updated: z.number(),
    archived: z.number(),
    unchanged: z.number(),
    skipped: z.number(),
    toArchive: z.number(),
  }),
  /** The school's staff, counted apart from the students. */
  staff: StaffSummarySchema,
  /** The export's schools: with several and no orgSourcedId, the preview lists them to choose. */
  schools: z.array(z.object({ sourcedId: z.string(), name: z.string() })),
  /**
   * What was read: the school, bulk or delta, and where sections came from (stated on the
   * preview). Absent when the preview asks which school.
   */
  source: z
    .object({
      orgSourcedId: z.string(),
      orgName: z.string(),
      mode: z.enum(['bulk', 'delta']),
      version: z.string().optional(),
      sectionFrom: z.enum(SECTION_SOURCES),
      defaultSection: z.enum(SECTIONS),
    })
    .optional(),
  dryRun: z.boolean(),
  /**
   * Set when nothing was written because the import waits for an administrator (the sync hold):
   * `summary` then says what it would do. `count` students would be archived or have their
   * guardian's contacts changed, more than `limit`; an import that arrives while another waits is
   * held too (`reason` is that of the check it failed, or `waiting`).
   */
  held: z
    .object({
      reason: z.enum([...ROSTER_HOLD_REASONS, 'waiting']),
      count: z.number(),
      limit: z.number(),
      pendingImportId: z.uuid(),
    })
    .optional(),
  rows: z.array(
    z.object({
      file: z.string(),
      /** The line in the file, the header being line 1; absent for a student the file leaves out. */
      line: z.number().optional(),
      sourcedId: z.string(),
      studentId: z.string().optional(),
      name: z.string().optional(),
      class: z.string().optional(),
      section: z.string().optional(),
      action: z.enum(ROSTER_ACTIONS),
      errors: z.array(z.string()),
    }),
  ),
});
export type OneRosterImportResult = z.infer<typeof OneRosterImportResultSchema>;

/** Where the administrator sends an org: one of the district's schools, or a new one. */
export const NEW_SCHOOL = 'new';
const PlacementsSchema = z.record(
  textSchema().max(SOURCED_ID_MAX),
  z.union([z.uuid(), z.literal(NEW_SCHOOL)]),
);

/**
 * A district administrator's import of every school of the export (issue 41). `placements`, a
 * JSON object from org sourcedId to a school's id or "new", overrides where the import would
 * send an org.
 */
export const DistrictRosterQuerySchema = OneRosterImportQuerySchema.omit({
  orgSourcedId: true,
}).extend({
  placements: z
    .string()
    .max(100_000)
    .optional()
    .transform((text, context) => {
      if (text === undefined || text === '') return {};
      try {
        const parsed = PlacementsSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: the same issue as a JSON of the wrong shape.
      }
      context.addIssue({ code: 'custom', message: textKey('roster.placementsInvalid') });
      return z.NEVER;
    }),
});
export type DistrictRosterQuery = z.infer<typeof DistrictRosterQuerySchema>;

/**
 * How an org of the export was matched to a school of the district: as the administrator chose,
 * the sourcedId an earlier import recorded, the school's code (the org's `identifier`, else its
 * sourcedId), its name, or none (a school the import creates).
 */
export const ROSTER_SCHOOL_MATCHES = ['chosen', 'sourcedId', 'code', 'name', 'new'] as const;

export const DistrictRosterResultSchema = z.object({
  dryRun: z.boolean(),
  /** Each school (org) of the export, in its order, and what importing it does or did there. */
  schools: z.array(
    z.object({
      orgSourcedId: z.string(),
      orgName: z.string(),
      /** The district's school; null for one the preview proposes to create. */
      schoolId: z.string().nullable(),
      schoolName: z.string(),
      match: z.enum(ROSTER_SCHOOL_MATCHES),
      summary: OneRosterImportResultSchema.shape.summary,
      staff: StaffSummarySchema,
      /** That school's part waits for its administrators (the sync hold, per school). */
      held: OneRosterImportResultSchema.shape.held,
    }),
  ),
});
export type DistrictRosterResult = z.infer<typeof DistrictRosterResultSchema>;

/** A held import, as the Students screen and the header's notices show it. */
export const PendingRosterImportSchema = z.object({
  _id: z.uuid(),
  receivedAt: z.string(),
  /** The API token that sent it; null once that token is deleted. */
  tokenName: z.string().nullable(),
  reason: z.enum([...ROSTER_HOLD_REASONS, 'waiting']),
  count: z.number(),
  limit: z.number(),
  summary: OneRosterImportResultSchema.shape.summary,
});
export type PendingRosterImport = z.infer<typeof PendingRosterImportSchema>;
