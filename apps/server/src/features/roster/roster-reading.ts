import type { Language } from '@rollcall/contract/languages';
import type { OneRosterImportQuery } from '@rollcall/contract/roster';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { readingBeside } from '../../shared/drawing/drawing-pool.js';
import { ownedBytes } from '../../shared/drawing/owned-bytes.js';
import { readRosterExport, type RosterExport } from './oneroster-export.js';
import { rosterStaff, type StaffCandidate } from './oneroster-staff.js';
import { rosterCandidates } from './oneroster-students.js';
import { rowsJsonOf, summaryOf } from './roster-answer.js';
import { existingFrom } from './roster-existing.js';
import {
  insertChunksOf,
  newStudentRow,
  type InsertChunk,
} from '../students/bulk-import.service.js';
import { planImport, type Plan, type Result } from './roster-plan.js';
import { updateChunksOf } from './roster-updates.js';
import { ROSTER_STEP } from './roster-write.js';
import { chooseSchool } from './roster-school.js';

type PlanRequest = {
  zip: Uint8Array;
  /** The school's students as UTF-8 JSON pages (roster-existing). */
  existingPages: Uint8Array[];
  /** The sourcedIds of the staff accounts the roster keeps at the school (roster-staff-plan). */
  staffSourcedIds: string[];
  query: OneRosterImportQuery;
  /** False for an API token: a match by Student ID waits for an administrator. */
  adoptsHandTyped: boolean;
  /** The reader's, for the rows' messages. */
  language: Language;
};

/**
 * What an import writes, its students already cut into the statements' JSON texts (none for a
 * dry run), and what the sync hold weighs.
 */
export type Changes = Omit<Plan, 'rows' | 'creates' | 'updates'> & {
  createChunks: InsertChunk[];
  updateChunks: Uint8Array[];
};

/** What was read of the zip, and what importing it would do; `school: 'ask'` has no plan. */
export type PlannedRoster = Pick<RosterExport, 'mode' | 'version' | 'schools'> &
  (
    | { school: 'ask' }
    | {
        school: { sourcedId: string; name: string } | undefined;
        changes: Changes;
        summary: Result['summary'];
        /** Students not archived: the sync hold's share is of these. */
        enrolled: number;
        /** The answer's rows as UTF-8 JSON, written in the reader's language (roster-answer). */
        rowsJson: Uint8Array;
        /** The export's staff at the school, and the school's roster staff it drops. */
        staff: { present: StaffCandidate[]; dropped: string[] };
      }
  );

/**
 * Run on a thread of the drawing pool (shared/drawing): a district's zip unpacked (up to 100 MB),
 * its CSV files parsed, every row matched against the school's students and the answer's rows
 * written as JSON there, not on the event loop that answers the gate (issue 29, issue 39 §4);
 * only the changes to write and that text come back. Its field errors (not a zip, too large, a
 * file missing, no such school) come back as the same field errors.
 */
export function draw({
  zip,
  existingPages,
  staffSourcedIds,
  query,
  adoptsHandTyped,
  language,
}: PlanRequest): PlannedRoster {
  const exported = readRosterExport(zip);
  const { mode, version, schools } = exported;
  const school = chooseSchool(schools, query);
  if (school === 'ask') return { mode, version, schools, school };
  const existing = existingFrom(existingPages);
  const known = new Set(existing.flatMap((each) => (each.sourcedId ? [each.sourcedId] : [])));
  const candidates = rosterCandidates(
    exported,
    school?.sourcedId,
    (sourcedId) => known.has(sourcedId),
    query,
  );
  const { rows, creates, updates, ...changes } = planImport(
    candidates,
    existing,
    query,
    mode,
    adoptsHandTyped,
  );
  return {
    mode,
    version,
    schools,
    school,
    changes: {
      ...changes,
      // A preview writes nothing.
      createChunks: query.dryRun
        ? []
        : insertChunksOf(
            creates.map(({ input, sourcedId }) => newStudentRow(input, sourcedId)),
            ROSTER_STEP,
          ),
      updateChunks: query.dryRun ? [] : updateChunksOf(updates, ROSTER_STEP),
    },
    summary: summaryOf(rows),
    enrolled: existing.filter((student) => !student.isArchived).length,
    rowsJson: rowsJsonOf(rows, language, !adoptsHandTyped),
    staff: rosterStaff(exported, school?.sourcedId, new Set(staffSourcedIds)),
  };
}

const rosterPlanning = readingBeside<PlanRequest, PlannedRoster>(import.meta.url, 'roster-reading');

/**
 * Reads the zip and plans its import on a thread of the pool. The school's students are handed to
 * the thread, not copied (copying a district's took the event loop 70 ms): they are empty here
 * afterwards.
 */
export function planRosterOn(pool: DrawingPool, request: PlanRequest) {
  const existingPages = request.existingPages.map(ownedBytes);
  return pool.read(rosterPlanning, { ...request, existingPages }, existingPages);
}
